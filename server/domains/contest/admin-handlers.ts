import type { HandlerMap } from '../../http/handler';
import { recordAudit } from '../audit';
import { contestById, presentContests } from './contest-repo';
import { createContest } from './create-contest';

export const contestAdminHandlers: HandlerMap = {
  /** An operator's contest, until the admin console (issue 17) has its form. */
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
};
