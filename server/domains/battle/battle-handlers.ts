import { eq } from 'drizzle-orm';
import { BATTLE_MAX_QUESTIONS, codes, type BattleKind, type BattleRoomQuestions } from '../../../contract';
import { battleRooms } from './schema';
import { users } from '../user/schema';
import { ApiError, fail } from '../../http/api-error';
import type { UserContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { contentLanguageId } from '../catalogue';
import { absoluteUrl } from '../media-url';
import { battleCategory } from './battle-category';
import { drawBattleQuestions, questionView } from './battle-questions';
import { assertBattleModeOn, battleRules, entryFeeChoices } from './battle-rules';
import { battleStatistics } from './battle-stats';
import { insertRoom, maxPlayersOf } from './room-factory';
import { normalizeRoomCode } from './room-code';
import { memberRoom, type RoomRow } from './room-repo';

const roomQuestions = (room: RoomRow): BattleRoomQuestions => ({
  room_id: room.id,
  room_code: room.code ?? '',
  kind: room.kind,
  entry_coin: room.entryFee,
  max_players: room.maxPlayers,
  seconds_per_question: room.secondsPerQuestion,
  questions: room.questions.map(questionView),
});

/** A room by its id or its code, for members only; the stored questions, never with answers. */
async function memberQuestions(ctx: UserContext, ref: string): Promise<BattleRoomQuestions> {
  const looksLikeId = /^[0-9a-f-]{36}$/i.test(ref);
  const [room] = await ctx.db
    .select({ id: battleRooms.id })
    .from(battleRooms)
    .where(looksLikeId ? eq(battleRooms.id, ref) : eq(battleRooms.code, normalizeRoomCode(ref)));
  if (!room) throw fail('roomInvalidCode');
  try {
    return roomQuestions((await memberRoom(ctx.db, room.id, ctx.user.id)).room);
  } catch (err) {
    // A stranger asking by code hears what a wrong code gets: the answer must not tell codes apart.
    if (err instanceof ApiError && err.code === codes.notRoomMember && !looksLikeId)
      throw fail('roomInvalidCode');
    throw err;
  }
}

export const battleHandlers: HandlerMap = {
  /** Friend (1v1) or group (2–4) room: the server draws the questions and the code; the owner sits first. */
  async create_room(ctx, input) {
    const kind: BattleKind = input.room_type === 'friend' || input.room_type === 'one' ? 'friend' : 'group';
    await assertBattleModeOn(ctx.settings, kind);
    const rules = await battleRules(ctx.settings, kind);
    const fee = input.entry_coin ?? rules.entryFee;
    if (!entryFeeChoices(rules.entryFee).includes(fee)) throw fail('invalidEntryFee');
    const [me] = await ctx.db.select({ coins: users.coins }).from(users).where(eq(users.id, ctx.user.id));
    if ((me?.coins ?? 0) < fee) throw fail('notEnoughCoins');
    const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
    const categoryId = await battleCategory(ctx.db, ctx.settings, kind, input.category);
    const count = Math.min(input.no_of_que ?? rules.questionCount, BATTLE_MAX_QUESTIONS);
    const questions = await drawBattleQuestions(ctx.db, languageId, categoryId, count);
    const room = await insertRoom(ctx.db, {
      kind,
      ownerId: ctx.user.id,
      languageId,
      categoryId,
      entryFee: fee,
      secondsPerQuestion: rules.secondsPerQuestion,
      questions,
      players: [
        { userId: ctx.user.id, name: ctx.user.name, profile: absoluteUrl(ctx.origin, ctx.user.profile) },
      ],
    });
    return {
      data: {
        room_id: room.id,
        room_code: room.code,
        kind,
        entry_coin: fee,
        max_players: maxPlayersOf(kind),
        seconds_per_question: rules.secondsPerQuestion,
        questions: questions.map(questionView),
      },
    };
  },

  async get_random_questions(ctx, input) {
    return { data: await memberQuestions(ctx, input.match_id) };
  },

  async get_question_by_room_id(ctx, input) {
    return { data: await memberQuestions(ctx, input.room_id) };
  },

  async get_battle_statistics(ctx, input) {
    const { stats, total } = await battleStatistics(ctx.db, ctx.user.id, ctx.origin, {
      sort: input.sort ?? 'date',
      order: input.order?.toLowerCase() === 'asc' ? 'asc' : 'desc',
      offset: input.offset,
      limit: input.limit,
    });
    return { data: stats, total };
  },
};
