import { sql } from 'drizzle-orm';
import type { ContestAttempt, PlayQuestion } from '../../contract';
import { runOnce } from '../jobs/job-runner';
import { contestJob } from '../jobs/contests';
import { ok, post, type TestApp } from './harness';
import { answerKey, wrongAnswer } from './play-helpers';

/** Four questions of different kinds, in the demo content's shape. */
export const contestQuestions = [
  { question: 'Which planet is red?', options: ['Venus', 'Mars', 'Jupiter'], answer: 1, note: 'Iron oxide.' },
  { type: 'true_false', question: 'Water boils at 100 °C at sea level.', answer: true, note: 'At 1 atm.' },
  {
    type: 'multi_select',
    question: 'Which are gas giants?',
    options: ['Jupiter', 'Earth', 'Saturn'],
    answer: [0, 2],
    note: 'H and He.',
  },
  {
    type: 'sequence',
    question: 'Order from the Sun.',
    options: ['Mercury', 'Venus', 'Earth'],
    note: 'Rocky ones.',
  },
];

const MINUTE = 60_000;

/** A contest made by the operator's action; by default live for an hour with prizes 100/50/25. */
export async function makeContest(
  t: TestApp,
  adminToken: string,
  o: {
    fee?: number;
    startsInMs?: number;
    lastsMs?: number;
    prizes?: { rank: number; coins: number }[];
    name?: string;
    questions?: unknown[];
  } = {},
) {
  const start = Date.now() + (o.startsInMs ?? -MINUTE);
  return ok(
    t.app,
    'admin_create_contest',
    {
      name: o.name ?? `Contest ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A test contest',
      language_id: 1,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + (o.lastsMs ?? 60 * MINUTE)).toISOString(),
      entry_fee: o.fee ?? 0,
      prizes: JSON.stringify(
        o.prizes ?? [
          { rank: 1, coins: 100 },
          { rank: 2, coins: 50 },
          { rank: 3, coins: 25 },
        ],
      ),
      questions: JSON.stringify(o.questions ?? contestQuestions),
    },
    adminToken,
  );
}

/** Moves a contest's window so it has ended (the tests never wait for a clock). */
export async function endContest(t: TestApp, contestId: number) {
  await t.database.db.execute(
    sql`UPDATE contests SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 second' WHERE id = ${contestId}`,
  );
}

/** Every response body a test saw, to scan for answers that must not be there. */
export const seen: unknown[] = [];

export async function call(
  t: TestApp,
  action: string,
  fields: Record<string, string | number | undefined>,
  token: string,
): Promise<{ status: number; body: Body }> {
  const res = await post(t.app, action, fields, token);
  seen.push(res.body);
  return { status: res.status, body: res.body as Body };
}

/** An envelope as the tests read it: success or failure, data when there is some. */
export interface Body {
  error: boolean;
  message?: string;
  data?: unknown;
  total?: number;
}

/**
 * Plays a started contest to the end through answer_question, one served question at a time, with the
 * first `right` answers right and the rest wrong, then submits. Returns the verdicts and the result.
 */
export async function playContest(t: TestApp, token: string, attempt: ContestAttempt, right: number) {
  const key = await answerKey(t.database, attempt.attempt_id);
  let current: PlayQuestion | undefined = attempt.questions[0];
  const verdicts = [];
  for (let i = 0; current; i++) {
    const rightAnswer = key.get(current.id) ?? '';
    const res = await call(
      t,
      'answer_question',
      {
        attempt_id: attempt.attempt_id,
        question_id: current.id,
        answer: i < right ? rightAnswer : wrongAnswer(current, rightAnswer),
      },
      token,
    );
    if (res.body.error) throw new Error(`answer_question failed: ${JSON.stringify(res.body)}`);
    const verdict = res.body.data as { correct: boolean; answer: string; next?: PlayQuestion };
    verdicts.push(verdict);
    current = verdict.next;
  }
  const result = await call(
    t,
    'set_quiz_coin_score',
    { quiz_type: 'contest', match_id: attempt.attempt_id, play_questions: '[]' },
    token,
  );
  return { verdicts, result: result.body };
}

export async function startContest(t: TestApp, token: string, contestId: number) {
  const res = await call(t, 'get_questions_by_contest', { contest_id: contestId }, token);
  return res;
}

export const runContestJob = (t: TestApp) => runOnce(t.database, contestJob(30_000), t.app.log);

export async function ledgerOf(t: TestApp, userId: number, reason: string) {
  const { rows } = await t.database.db.execute<{ amount: number; ref: string }>(
    sql`SELECT amount, ref FROM coin_ledger WHERE user_id = ${userId} AND reason = ${reason} ORDER BY id`,
  );
  return rows;
}
