import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { languages } from '../catalogue/schema';
import { examQuestions, exams } from './schema';

/** The demo exam's key, printed in the README's demo content section for operators to hand out. */
export const DEMO_EXAM_KEY = 'DEMO-EXAM-2026';
const TITLE = 'General knowledge exam (demo)';

const RULES = [
  'You have 10 minutes; the exam is submitted when the time is up.',
  'Stay on the exam page: leaving it (another tab or app, or locking the phone) for more than 5 seconds submits the exam, and the examiner sees it.',
  'You may change your answers until you submit.',
].join('\n');

type Q = [question: string, options: string[], answer: string, marks: number, note: string];
const tf = ['True', 'False'];
const QUESTIONS: Q[] = [
  [
    'Which planet is known as the Red Planet?',
    ['Venus', 'Mars', 'Jupiter', 'Mercury'],
    'b',
    1,
    'Iron oxide on its surface makes Mars look red.',
  ],
  ['What is the chemical symbol of gold?', ['Ag', 'Gd', 'Au', 'Go'], 'c', 1, 'Au, from the Latin aurum.'],
  [
    'The Great Wall of China is visible to the naked eye from the Moon.',
    tf,
    'b',
    1,
    'It is far too narrow to be seen from the Moon.',
  ],
  [
    'Which ocean is the largest?',
    ['Atlantic', 'Indian', 'Arctic', 'Pacific'],
    'd',
    2,
    'The Pacific covers about a third of the Earth.',
  ],
  [
    'What is the value of $\\sqrt{144} + 2^3$?',
    ['20', '18', '16', '22'],
    'a',
    3,
    '$\\sqrt{144} = 12$ and $2^3 = 8$, so 20.',
  ],
  [
    'Who wrote "Romeo and Juliet"?',
    ['Charles Dickens', 'William Shakespeare', 'Jane Austen', 'Mark Twain'],
    'b',
    1,
    'Shakespeare wrote it around 1595.',
  ],
  ['Water boils at 100 °C at sea level.', tf, 'a', 1, 'At standard atmospheric pressure, yes.'],
  [
    'How many continents are there?',
    ['5', '6', '7', '8'],
    'c',
    2,
    'Africa, Antarctica, Asia, Australia, Europe, North and South America.',
  ],
  [
    'Which gas do plants take in for photosynthesis?',
    ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Hydrogen'],
    'c',
    2,
    'They take in CO2 and give out oxygen.',
  ],
  ['What is the smallest prime number?', ['0', '1', '2', '3'], 'c', 3, '2 is the only even prime.'],
];

const day = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One demo exam in English, open from the day before the seed (so a player west of UTC has it on their
 * today too) for a year. Added once: an install that has it (or whose operator edited it) keeps it.
 */
export async function seedDemoExam(tx: DbOrTx, now = new Date()): Promise<void> {
  const [present] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.title, TITLE)).limit(1);
  if (present) return;
  const [english] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.code, 'en'));
  if (!english) return;
  const [exam] = await tx
    .insert(exams)
    .values({
      languageId: english.id,
      title: TITLE,
      startsOn: day(now, -1),
      endsOn: day(now, 365),
      examKey: DEMO_EXAM_KEY,
      durationMinutes: 10,
      answerAgain: true,
      latex: true,
      rules: RULES,
    })
    .returning({ id: exams.id });
  if (!exam) return;
  await tx.insert(examQuestions).values(
    QUESTIONS.map(([question, options, answer, marks, note], i) => ({
      examId: exam.id,
      kind: options === tf ? 2 : 1,
      question,
      options: options.map((text, k) => ({ key: 'abcdef'[k] ?? String(k), text })),
      answer,
      marks,
      note,
      rowOrder: i + 1,
    })),
  );
}
