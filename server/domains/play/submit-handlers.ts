import { eq } from 'drizzle-orm';
import type { QuizResult } from '../../../contract';
import { users } from '../user/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { ownAttempt } from './attempt-repo';
import { readRules } from './mode-rules';
import { referralPayoutRules } from '../user';
import { afterOnlineGame } from './game-reactions';
import { codes } from '../../../contract/codes';
import { finishAttempt, markGraded } from './finish-attempt';
import { quizTypes, submittableQuizTypes } from '../../../contract/modes';

export const submitHandlers: HandlerMap = {
  async set_quiz_coin_score(ctx, input) {
    if (!(submittableQuizTypes as readonly string[]).includes(input.quiz_type))
      throw fail('notAvailableYet', `quiz_type ${input.quiz_type} is not available yet`);
    const rules = await readRules(ctx.settings);
    // Only a player who entered a friend's code can have a referral waiting for their first game.
    const referral =
      ctx.user.friendsCode !== '' && input.quiz_type !== quizTypes.bookmark
        ? await referralPayoutRules(ctx.db, ctx.settings)
        : null;
    return ctx.db.transaction(async (tx) => {
      const attempt = await ownAttempt(tx, input.match_id, ctx.user.id, true);
      if (attempt.quizType !== input.quiz_type)
        throw fail('attemptInvalid', 'This session belongs to another mode');
      if (attempt.status === 'graded' && attempt.result) {
        const [now] = await tx
          .select({ coins: users.coins, score: users.score })
          .from(users)
          .where(eq(users.id, ctx.user.id));
        return {
          data: {
            // Results stored before badges existed have no list.
            badges: [],
            ...(attempt.result as Omit<QuizResult, 'badges'> & { badges?: string[] }),
            coins: now?.coins ?? 0,
            score: now?.score ?? 0,
            replayed: true,
          },
        };
      }
      const graded = await finishAttempt(tx, rules, ctx.origin, attempt, input.play_questions);
      // A game counts when the player got at least one answer right: an empty submit costs a script nothing.
      const counts = graded.correct_answers > 0;
      const after = await afterOnlineGame(tx, ctx.user.id, attempt.id, counts ? referral : null);
      if (after.coins !== null) graded.coins = after.coins;
      const badges = after.badges;
      const result: QuizResult = { ...graded, badges };
      await markGraded(tx, attempt.id, result);
      return { data: result, message: codes.updated };
    });
  },
};
