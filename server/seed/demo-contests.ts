import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** When a demo contest runs, relative to the first start: the three tabs of the contests page. */
const windows = {
  live: { from: -HOUR, to: 30 * DAY },
  upcoming: { from: 2 * DAY, to: 9 * DAY },
  ended: { from: -9 * DAY, to: -2 * DAY },
} as const;

interface DemoContest {
  /** A content language code ('en', 'fr', 'ar'); skipped when the install has no such language. */
  language: string;
  name: string;
  description: string;
  image: string;
  window: keyof typeof windows;
  entry_fee: number;
  /** The demo content's question shape (docs/content-format.md); createContest validates them. */
  questions: unknown[];
}

/** Demo players for the ended contests' boards (they cannot sign in: no password, no provider). */
const DEMO_PLAYERS = [
  { name: 'Amara Okafor', score: 24, seconds: 95 },
  { name: 'Jonas Berg', score: 24, seconds: 120 },
  { name: 'Mei Tanaka', score: 16, seconds: 80 },
  { name: 'Diego Alvarez', score: 8, seconds: 140 },
  { name: 'Leila Haddad', score: 0, seconds: 60 },
];

const SEEDED = 'demo_contests';
const file = path.join(import.meta.dirname, 'contests', 'demo-contests.json');

/**
 * The demo contests of server/seed/contests/demo-contests.json, written once per install with dates
 * around the first start: live, upcoming and ended ones (the ended one's demo players fill the Past
 * board; the contest job settles it), in English, French and Arabic so every content language has a
 * live contest. Never again afterwards: an operator's deleted demo contest stays deleted.
 */
export async function seedDemoContests(tx: Tx, now = new Date()): Promise<void> {
  const [done] = await tx.select().from(settings).where(eq(settings.key, SEEDED));
  if (done) return;
  const { contests } = JSON.parse(await readFile(file, 'utf8')) as { contests: DemoContest[] };
  const langs = await tx.select().from(languages);
  const at = (ms: number) => new Date(now.getTime() + ms);
  for (const c of contests) {
    const languageId = langs.find((l) => l.code === c.language)?.id;
    if (!languageId) continue;
    const id = await createContest(tx, {
      languageId,
      name: c.name,
      description: c.description,
      image: c.image,
      startsAt: at(windows[c.window].from),
      endsAt: at(windows[c.window].to),
      entryFee: c.entry_fee,
      prizes,
      questions: c.questions,
    });
    if (c.window === 'ended') await seedBoard(tx, id, c.questions.length, at(-3 * DAY));
  }
  await tx.insert(settings).values({ key: SEEDED, value: now.toISOString() }).onConflictDoNothing();
}

/** Finished entries of the demo players, so an ended contest has a board to show and prizes to pay. */
async function seedBoard(tx: Tx, contestId: number, questions: number, started: Date): Promise<void> {
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
  await seedFinishedEntries(
    tx,
    contestId,
    DEMO_PLAYERS.map((p, i) => ({
      userId: players[i]!.id,
      score: p.score,
      correct: Math.round((p.score / 4 + questions) / 2),
      answered: questions,
      startedAt: started,
      finishedAt: new Date(started.getTime() + p.seconds * 1000),
    })),
  );
}
