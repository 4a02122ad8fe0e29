import { and, eq } from 'drizzle-orm';
import type { HandlerMap } from '../../http/handler';
import { fail } from '../../http/api-error';
import { recordAudit } from '../audit';
import { adminContest, dropContestCategory, listContests } from './contest-admin';
import { contestById, presentContests, statusOf, type ContestRow } from './contest-repo';
import { createContest, windowAndPrizeProblems, writeContestQuestions } from './create-contest';
import { eventImageHandler } from './event-image';
import { contestEntries, contestPrizes, contests } from './schema';

/** What the audit log keeps of a contest: its fields, the questions by count (they are in the catalogue). */
const audited = (row: ContestRow, prizes: unknown, questionCount?: number) => ({
  name: row.name,
  description: row.description,
  language_id: row.languageId,
  image: row.image,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  entry_fee: row.entryFee,
  prizes,
  ...(questionCount === undefined ? {} : { questions: questionCount }),
});

const samePrizes = (a: { rank: number; coins: number }[], b: { rank: number; coins: number }[]) =>
  JSON.stringify([...a].sort((x, y) => x.rank - y.rank)) ===
  JSON.stringify([...b].sort((x, y) => x.rank - y.rank));

export const contestAdminHandlers: HandlerMap = {
  /** The operator's command-line way in (before the console's form, still used by tests and e2e). */
  async admin_create_contest(ctx, input) {
    const id = await ctx.db.transaction(async (tx) => {
      const created = await createContest(tx, {
        languageId: input.language_id,
        name: input.name,
        description: input.description ?? '',
        image: '',
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
        entryFee: input.entry_fee,
        prizes: input.prizes,
        questions: input.questions,
      });
      const { questions, ...shown } = input;
      await recordAudit(tx, ctx, {
        action: 'admin_create_contest',
        targetType: 'contest',
        targetId: created,
        before: null,
        after: { ...shown, questions: questions.length },
      });
      return created;
    });
    const [shown] = await presentContests(ctx.db, ctx.origin, ctx.user.id, [await contestById(ctx.db, id)]);
    return { data: shown! };
  },

  async admin_list_contests(ctx, input) {
    return { data: await listContests(ctx.db, ctx.origin, input) };
  },

  async admin_get_contest(ctx, input) {
    return { data: await adminContest(ctx.db, ctx.origin, await contestById(ctx.db, input.id)) };
  },

  async admin_save_contest(ctx, input) {
    const id = await ctx.db.transaction(async (tx) => {
      if (!input.id) {
        const missing = (['language_id', 'starts_at', 'ends_at', 'questions'] as const).filter(
          (f) => input[f] === undefined,
        );
        if (missing.length > 0)
          throw fail('contestInvalid', `This contest is not valid: ${missing.join(', ')} required`);
        const created = await createContest(tx, {
          languageId: input.language_id!,
          name: input.name,
          description: input.description ?? '',
          image: input.image ?? '',
          startsAt: new Date(input.starts_at!),
          endsAt: new Date(input.ends_at!),
          entryFee: input.entry_fee ?? 0,
          prizes: input.prizes ?? [],
          questions: input.questions!,
        });
        const row = await contestById(tx, created);
        await recordAudit(tx, ctx, {
          action: 'admin_save_contest',
          targetType: 'contest',
          targetId: created,
          before: null,
          after: audited(row, input.prizes ?? [], input.questions!.length),
        });
        return created;
      }

      const before = await contestById(tx, input.id, true);
      const oldPrizes = (
        await tx.select().from(contestPrizes).where(eq(contestPrizes.contestId, before.id))
      ).map((p) => ({ rank: p.rank, coins: p.coins }));
      const startsAt = input.starts_at ? new Date(input.starts_at) : before.startsAt;
      const endsAt = input.ends_at ? new Date(input.ends_at) : before.endsAt;
      const prizes = input.prizes ?? oldPrizes;
      if (statusOf(before) !== 'upcoming') {
        // Players have seen (and may have paid for) these terms: only the wording and a longer window change.
        const locked =
          (input.language_id !== undefined && input.language_id !== before.languageId) ||
          startsAt.getTime() !== before.startsAt.getTime() ||
          (input.entry_fee !== undefined && input.entry_fee !== before.entryFee) ||
          !samePrizes(prizes, oldPrizes) ||
          input.questions !== undefined ||
          endsAt < before.endsAt ||
          (before.settledAt !== null && endsAt.getTime() !== before.endsAt.getTime());
        if (locked) throw fail('contestLocked');
      }
      const problems = windowAndPrizeProblems({ startsAt, endsAt, prizes });
      const languageId = input.language_id ?? before.languageId;
      let categoryId = before.categoryId;
      if (input.questions)
        categoryId = await writeContestQuestions(
          tx,
          { languageId, name: input.name, questions: input.questions },
          problems,
        );
      else if (problems.length > 0)
        throw fail('contestInvalid', `This contest is not valid: ${problems.join('; ')}`);
      const [after] = await tx
        .update(contests)
        .set({
          name: input.name,
          description: input.description ?? '',
          image: input.image ?? '',
          languageId,
          categoryId,
          startsAt,
          endsAt,
          entryFee: input.entry_fee ?? before.entryFee,
        })
        .where(eq(contests.id, before.id))
        .returning();
      if (categoryId !== before.categoryId) await dropContestCategory(tx, before.categoryId);
      if (input.prizes) {
        await tx.delete(contestPrizes).where(eq(contestPrizes.contestId, before.id));
        if (prizes.length > 0)
          await tx
            .insert(contestPrizes)
            .values(prizes.map((p) => ({ contestId: before.id, rank: p.rank, coins: p.coins })));
      }
      await recordAudit(tx, ctx, {
        action: 'admin_save_contest',
        targetType: 'contest',
        targetId: before.id,
        before: audited(before, oldPrizes),
        after: audited(after!, prizes, input.questions?.length),
      });
      return before.id;
    });
    return { data: await adminContest(ctx.db, ctx.origin, await contestById(ctx.db, id)) };
  },

  async admin_delete_contest(ctx, input) {
    await ctx.db.transaction(async (tx) => {
      const row = await contestById(tx, input.id, true);
      const [entered] = await tx
        .select({ userId: contestEntries.userId })
        .from(contestEntries)
        .where(and(eq(contestEntries.contestId, row.id)))
        .limit(1);
      if (entered) throw fail('contestHasEntries');
      await tx.delete(contests).where(eq(contests.id, row.id));
      await dropContestCategory(tx, row.categoryId);
      await recordAudit(tx, ctx, {
        action: 'admin_delete_contest',
        targetType: 'contest',
        targetId: row.id,
        before: audited(row, null),
        after: null,
      });
    });
    return { data: {} };
  },

  admin_upload_event_image: eventImageHandler,
};
