import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { readContent } from '../../content-import/import-content';
import { writeQuestions } from '../../content-import/write';
import { categories, languages } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import { catalogueMode } from '../../../contract/modes';
import { contestPrizes, contests } from './schema';

const CONTEST_TYPE = catalogueMode('contest_play').categoryType;

export interface NewContest {
  languageId: number;
  name: string;
  description: string;
  image: string;
  startsAt: Date;
  endsAt: Date;
  entryFee: number;
  prizes: { rank: number; coins: number }[];
  /** In the demo content's question shape (docs/content-format.md): choice, true_false, multi_select… */
  questions: unknown[];
}

/**
 * Validates a contest's questions and writes them into a fresh hidden category of the contest type, in
 * the caller's transaction: they go through the content importer's parsing and validation (every kind
 * the play screen plays). Answers the category, or throws contestInvalid listing every problem (with
 * those the caller found), so nothing is written.
 */
export async function writeContestQuestions(
  tx: Tx,
  c: { languageId: number; name: string; questions: unknown[] },
  problems: string[] = [],
): Promise<number> {
  const [language] = await tx.select().from(languages).where(eq(languages.id, c.languageId));
  if (!language) problems.push('there is no such content language');
  const slug = `contest-${randomUUID()}`;
  const file = JSON.stringify({
    mode: 'contest',
    categories: [{ name: c.name, slug, questions: c.questions }],
  });
  const parsed = readContent('contest.json', file);
  // Lines of a generated file mean nothing to the operator: the messages name the question's path.
  problems.push(...parsed.issues.map((i) => i.message));
  if (problems.length > 0 || !language)
    throw fail('contestInvalid', `This contest is not valid: ${problems.join('; ')}`);

  await writeQuestions(tx, language.code, parsed.questions);
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.type, CONTEST_TYPE),
        eq(categories.languageId, language.id),
        eq(categories.slug, slug),
      ),
    );
  if (!category) throw new Error('contest questions were not written');
  return category.id;
}

/** The problems of a contest's window and prize table ('' when none), for a creation or an edit. */
export function windowAndPrizeProblems(c: Pick<NewContest, 'startsAt' | 'endsAt' | 'prizes'>): string[] {
  const problems: string[] = [];
  if (c.endsAt <= c.startsAt) problems.push('the contest must end after it starts');
  const ranks = c.prizes.map((p) => p.rank);
  if (new Set(ranks).size !== ranks.length) problems.push('each prize rank may appear once');
  return problems;
}

/** Creates a contest with its prize table and its own questions, in the caller's transaction. */
export async function createContest(tx: Tx, c: NewContest): Promise<number> {
  const categoryId = await writeContestQuestions(tx, c, windowAndPrizeProblems(c));
  const [contest] = await tx
    .insert(contests)
    .values({
      languageId: c.languageId,
      categoryId,
      name: c.name,
      description: c.description,
      image: c.image,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      entryFee: c.entryFee,
    })
    .returning({ id: contests.id });
  if (c.prizes.length > 0)
    await tx
      .insert(contestPrizes)
      .values(c.prizes.map((p) => ({ contestId: contest!.id, rank: p.rank, coins: p.coins })));
  return contest!.id;
}
