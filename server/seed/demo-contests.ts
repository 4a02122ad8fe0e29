import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { languages, settings, users } from '../db/schema';
import { createContest, seedFinishedEntries } from '../domains/contest';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const prizes = [
  { rank: 1, coins: 100 },
  { rank: 2, coins: 50 },
  { rank: 3, coins: 25 },
];

const spaceQuestions = [
  {
    question: 'Which planet is known as the Red Planet?',
    options: ['Venus', 'Mars', 'Jupiter', 'Mercury'],
    answer: 1,
    note: 'Iron oxide dust gives Mars its colour.',
  },
  {
    type: 'true_false',
    question: 'Light from the Sun takes about eight minutes to reach the Earth.',
    answer: true,
    note: 'About 8 minutes 20 seconds.',
  },
  {
    type: 'multi_select',
    question: 'Which of these are gas giants?',
    options: ['Jupiter', 'Earth', 'Saturn', 'Mars'],
    answer: [0, 2],
    note: 'Jupiter and Saturn are mostly hydrogen and helium.',
  },
  {
    type: 'sequence',
    question: 'Put these planets in order from the Sun.',
    options: ['Mercury', 'Venus', 'Earth', 'Mars'],
    note: 'The four rocky planets.',
  },
  {
    type: 'guess_the_word',
    question: 'The closest star to the Earth.',
    answer: 'Sun',
    note: 'The Sun is about 150 million km away.',
  },
  {
    type: 'match',
    question: 'Match each planet with one of its moons.',
    pairs: [
      ['Earth', 'Moon'],
      ['Mars', 'Phobos'],
      ['Jupiter', 'Europa'],
    ],
    note: 'Europa may hide an ocean under its ice.',
  },
  {
    question: 'What is the chemical symbol of water?',
    options: ['H2O', 'CO2', 'O2', 'NaCl'],
    answer: 0,
    note: 'Two hydrogen atoms and one oxygen atom.',
  },
  {
    type: 'true_false',
    question: 'Sound travels faster than light.',
    answer: false,
    note: 'Light is about a million times faster.',
  },
  {
    question: 'Who first walked on the Moon?',
    options: ['Yuri Gagarin', 'Buzz Aldrin', 'Neil Armstrong', 'Sally Ride'],
    answer: 2,
    note: 'Apollo 11, July 1969.',
  },
];

const capitalQuestions = [
  {
    question: 'What is the capital of Australia?',
    options: ['Sydney', 'Melbourne', 'Canberra', 'Perth'],
    answer: 2,
    note: 'Canberra was chosen as a compromise between Sydney and Melbourne.',
  },
  {
    question: 'What is the capital of Canada?',
    options: ['Toronto', 'Ottawa', 'Vancouver', 'Montreal'],
    answer: 1,
    note: 'Ottawa sits on the border of Ontario and Quebec.',
  },
  {
    type: 'true_false',
    question: 'Rio de Janeiro is the capital of Brazil.',
    answer: false,
    note: 'Brasília has been the capital since 1960.',
  },
  { type: 'guess_the_word', question: 'The capital of Italy.', answer: 'Rome', note: 'The Eternal City.' },
  {
    type: 'multi_select',
    question: 'Which of these cities are capitals?',
    options: ['Nairobi', 'Istanbul', 'Lima', 'Zurich'],
    answer: [0, 2],
    note: 'Ankara and Bern are the capitals of Turkey and Switzerland.',
  },
  {
    type: 'match',
    question: 'Match each country with its capital.',
    pairs: [
      ['Japan', 'Tokyo'],
      ['Egypt', 'Cairo'],
      ['Norway', 'Oslo'],
    ],
    note: 'Three capitals on three continents.',
  },
  {
    type: 'sequence',
    question: 'Order these capitals from west to east.',
    options: ['Lisbon', 'Paris', 'Berlin', 'Moscow'],
    note: 'Following the longitude.',
  },
  {
    question: 'What is the capital of Kenya?',
    options: ['Mombasa', 'Nairobi', 'Kisumu', 'Nakuru'],
    answer: 1,
    note: 'Nairobi means "cool water" in Maasai.',
  },
];

const historyQuestions = [
  {
    question: 'In which year did the Second World War end?',
    options: ['1943', '1945', '1947', '1950'],
    answer: 1,
    note: 'It ended in September 1945.',
  },
  {
    type: 'true_false',
    question: 'The Great Pyramid of Giza is older than Stonehenge’s stone circle.',
    answer: true,
    note: 'The pyramid dates from about 2560 BC.',
  },
  {
    type: 'sequence',
    question: 'Put these events in order.',
    options: ['Fall of Rome', 'Printing press', 'French Revolution', 'First Moon landing'],
    note: '476, c. 1440, 1789, 1969.',
  },
  {
    type: 'guess_the_word',
    question: 'The ancient city buried by Vesuvius in 79 AD.',
    answer: 'Pompeii',
    note: 'Ash preserved the city for centuries.',
  },
  {
    question: 'Who painted the Mona Lisa?',
    options: ['Michelangelo', 'Raphael', 'Leonardo da Vinci', 'Titian'],
    answer: 2,
    note: 'Painted between 1503 and 1519.',
  },
  {
    type: 'multi_select',
    question: 'Which of these were empires?',
    options: ['Ottoman', 'Inca', 'Hanseatic League', 'Mughal'],
    answer: [0, 1, 3],
    note: 'The Hanseatic League was a trading league.',
  },
  {
    type: 'match',
    question: 'Match each inventor with the invention.',
    pairs: [
      ['Gutenberg', 'Printing press'],
      ['Bell', 'Telephone'],
      ['Edison', 'Phonograph'],
    ],
    note: 'Three inventions that changed communication.',
  },
  {
    question: 'Which wall fell in 1989?',
    options: ['Hadrian’s Wall', 'The Berlin Wall', 'The Great Wall', 'The Western Wall'],
    answer: 1,
    note: 'It fell on 9 November 1989.',
  },
];

const natureQuestions = [
  {
    question: 'What is the largest mammal?',
    options: ['Elephant', 'Blue whale', 'Giraffe', 'Hippopotamus'],
    answer: 1,
    note: 'A blue whale can be 30 m long.',
  },
  {
    type: 'true_false',
    question: 'Bats are mammals.',
    answer: true,
    note: 'The only mammals that truly fly.',
  },
  { type: 'guess_the_word', question: 'The tallest animal.', answer: 'Giraffe', note: 'Up to 5.5 m tall.' },
  {
    type: 'multi_select',
    question: 'Which of these are birds?',
    options: ['Penguin', 'Bat', 'Ostrich', 'Dolphin'],
    answer: [0, 2],
    note: 'Neither penguins nor ostriches fly.',
  },
  {
    type: 'match',
    question: 'Match each animal with its home.',
    pairs: [
      ['Bee', 'Hive'],
      ['Bird', 'Nest'],
      ['Fox', 'Den'],
    ],
    note: 'Homes built or found.',
  },
  {
    question: 'What do pandas mostly eat?',
    options: ['Fish', 'Bamboo', 'Insects', 'Fruit'],
    answer: 1,
    note: 'Up to 38 kg of bamboo a day.',
  },
  {
    type: 'sequence',
    question: 'Order these from smallest to largest.',
    options: ['Ant', 'Mouse', 'Cat', 'Horse'],
    note: 'By body size.',
  },
  {
    type: 'true_false',
    question: 'An octopus has three hearts.',
    answer: true,
    note: 'Two pump blood to the gills.',
  },
];

const frenchQuestions = [
  {
    question: 'Quelle est la capitale de l’Espagne ?',
    options: ['Barcelone', 'Madrid', 'Séville', 'Valence'],
    answer: 1,
    note: 'Madrid est la capitale depuis 1561.',
  },
  {
    type: 'true_false',
    question: 'La Loire est le plus long fleuve de France.',
    answer: true,
    note: 'Environ 1 000 km.',
  },
  {
    question: 'Combien de côtés a un hexagone ?',
    options: ['5', '6', '7', '8'],
    answer: 1,
    note: 'La France est surnommée l’Hexagone.',
  },
  {
    type: 'multi_select',
    question: 'Lesquels sont des planètes ?',
    options: ['Mars', 'Lune', 'Vénus', 'Soleil'],
    answer: [0, 2],
    note: 'La Lune est un satellite, le Soleil une étoile.',
  },
  {
    type: 'sequence',
    question: 'Rangez ces nombres du plus petit au plus grand.',
    options: ['un', 'deux', 'trois', 'quatre'],
    note: 'Compter jusqu’à quatre.',
  },
  {
    question: 'Qui a écrit « Les Misérables » ?',
    options: ['Victor Hugo', 'Émile Zola', 'Molière', 'Voltaire'],
    answer: 0,
    note: 'Publié en 1862.',
  },
  {
    type: 'true_false',
    question: 'Le mont Blanc est le plus haut sommet d’Europe occidentale.',
    answer: true,
    note: '4 806 m environ.',
  },
  {
    question: 'Quel est le symbole chimique de l’or ?',
    options: ['Or', 'Au', 'Ag', 'Go'],
    answer: 1,
    note: 'Du latin aurum.',
  },
];

/** Demo players for the ended contest's board (they cannot sign in: no password, no provider). */
const DEMO_PLAYERS = [
  { name: 'Amara Okafor', score: 24, seconds: 95 },
  { name: 'Jonas Berg', score: 24, seconds: 120 },
  { name: 'Mei Tanaka', score: 16, seconds: 80 },
  { name: 'Diego Alvarez', score: 8, seconds: 140 },
  { name: 'Leila Haddad', score: 0, seconds: 60 },
];

const SEEDED = 'demo_contests';

/**
 * The demo contests, written once per install with dates around the first start: two live, one upcoming
 * and one ended (its demo players' entries fill the Past board; the contest job settles it), plus a
 * French one live. Never again afterwards: an operator's deleted demo contest stays deleted.
 */
export async function seedDemoContests(tx: Tx, now = new Date()): Promise<void> {
  const [done] = await tx.select().from(settings).where(eq(settings.key, SEEDED));
  if (done) return;
  const langs = await tx.select().from(languages);
  const lang = (code: string) => langs.find((l) => l.code === code)?.id;
  const en = lang('en');
  if (!en) return;
  const at = (ms: number) => new Date(now.getTime() + ms);
  const base = { languageId: en, description: '', prizes };
  await createContest(tx, {
    ...base,
    name: 'Space & Science Sprint',
    description: 'Planets, stars and everyday science: a free contest for everyone.',
    image: 'space.svg',
    startsAt: at(-HOUR),
    endsAt: at(30 * DAY),
    entryFee: 0,
    questions: spaceQuestions,
  });
  await createContest(tx, {
    ...base,
    name: 'World Capitals Challenge',
    description: 'From Canberra to Nairobi: how well do you know the world’s capitals?',
    image: 'capitals.svg',
    startsAt: at(-HOUR),
    endsAt: at(30 * DAY),
    entryFee: 5,
    questions: capitalQuestions,
  });
  await createContest(tx, {
    ...base,
    name: 'History Heroes',
    description: 'Empires, inventions and turning points. Ask for a reminder and be there when it starts.',
    image: 'history.svg',
    startsAt: at(2 * DAY),
    endsAt: at(9 * DAY),
    entryFee: 10,
    questions: historyQuestions,
  });
  const ended = await createContest(tx, {
    ...base,
    name: 'Nature Night',
    description: 'Animals big and small. See who won, and what the answers were.',
    image: 'nature-animals.svg',
    startsAt: at(-9 * DAY),
    endsAt: at(-2 * DAY),
    entryFee: 0,
    questions: natureQuestions,
  });
  const fr = lang('fr');
  if (fr)
    await createContest(tx, {
      ...base,
      languageId: fr,
      name: 'Le grand concours de culture générale',
      description: 'Géographie, sciences et lettres : un concours gratuit en français.',
      image: 'general-knowledge.svg',
      startsAt: at(-HOUR),
      endsAt: at(30 * DAY),
      entryFee: 0,
      questions: frenchQuestions,
    });

  const players = await tx
    .insert(users)
    .values(
      DEMO_PLAYERS.map((p) => ({
        uid: `demo-player-${randomUUID()}`,
        loginType: 'demo',
        name: p.name,
        referCode: randomUUID(),
      })),
    )
    .returning({ id: users.id });
  const started = at(-3 * DAY);
  await seedFinishedEntries(
    tx,
    ended,
    DEMO_PLAYERS.map((p, i) => ({
      userId: players[i]!.id,
      score: p.score,
      correct: Math.round((p.score / 4 + natureQuestions.length) / 2),
      answered: natureQuestions.length,
      startedAt: started,
      finishedAt: new Date(started.getTime() + p.seconds * 1000),
    })),
  );
  await tx.insert(settings).values({ key: SEEDED, value: now.toISOString() }).onConflictDoNothing();
}
