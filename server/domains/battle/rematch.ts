import { and, eq, isNull, TransactionRollbackError } from 'drizzle-orm';
import type { BattleSnapshot } from '../../../contract';
import { battleRooms } from './schema';
import { users } from '../user/schema';
import { assertBattleModeOn } from './battle-rules';
import { fail } from '../../http/api-error';
import type { BattleEngine } from './battle-engine';
import { drawBattleQuestions } from './battle-questions';
import type { BattleBroadcast } from './broadcast';
import type { Lobby, Player } from './lobby';
import { insertRoom } from './room-factory';
import { loadRoom, memberRoom, snapshotFor, type RoomRow } from './room-repo';

/** The rematch already opened for a room, when it can still be joined (a deleted one may be replaced). */
async function openRematch(engine: BattleEngine, room: RoomRow): Promise<RoomRow | null> {
  if (!room.rematchRoomId) return null;
  const rematch = await loadRoom(engine.db, room.rematchRoomId);
  return rematch && rematch.state !== 'deleted' ? rematch : null;
}

/**
 * Rematches of finished friend and group rooms. The first member to ask opens a waiting room of the same
 * kind and rules (new code, new questions) and owns it; the old room's `rematch_room_id` is set by a
 * compare-and-set UPDATE in the same transaction, so when members ask at once exactly one room survives
 * and every later asker joins it. Fees are charged when the owner starts it, as in any room.
 */
export class Rematches {
  constructor(
    private readonly engine: BattleEngine,
    private readonly lobby: Lobby,
    private readonly broadcast: BattleBroadcast,
  ) {}

  private get db() {
    return this.engine.db;
  }

  async ask(player: Player, roomId: string): Promise<BattleSnapshot> {
    const { room, seats } = await memberRoom(this.db, roomId, player.id);
    if (room.kind !== 'friend' && room.kind !== 'group') throw fail('rematchNotOffered');
    if (room.state !== 'finished') throw fail('battleNotFinished');
    await assertBattleModeOn(this.engine.settings, room.kind);
    const open = await openRematch(this.engine, room);
    if (open) return this.lobby.join(player, open.code ?? '');

    const [me] = await this.db.select({ coins: users.coins }).from(users).where(eq(users.id, player.id));
    if ((me?.coins ?? 0) < room.entryFee) throw fail('notEnoughCoins');
    const questions = await drawBattleQuestions(
      this.db,
      room.languageId,
      room.categoryId,
      room.questions.length,
    );
    const created = await this.db
      .transaction(async (tx) => {
        const rematch = await insertRoom(tx, {
          kind: room.kind,
          ownerId: player.id,
          languageId: room.languageId,
          categoryId: room.categoryId,
          entryFee: room.entryFee,
          secondsPerQuestion: room.secondsPerQuestion,
          questions,
          players: [{ userId: player.id, name: player.name, profile: player.profile }],
        });
        const seen = room.rematchRoomId;
        const [claimed] = await tx
          .update(battleRooms)
          .set({ rematchRoomId: rematch.id })
          .where(
            and(
              eq(battleRooms.id, room.id),
              seen ? eq(battleRooms.rematchRoomId, seen) : isNull(battleRooms.rematchRoomId),
            ),
          )
          .returning({ id: battleRooms.id });
        // Another member's rematch got in first: this room is rolled back and the asker joins theirs.
        if (!claimed) tx.rollback();
        return rematch;
      })
      .catch((err: unknown) => {
        if (err instanceof TransactionRollbackError) return null;
        throw err;
      });
    if (!created) return this.ask(player, roomId);

    this.broadcast.seatUser(player.id, created.id);
    for (const seat of seats) {
      if (!seat.userId || seat.userId === player.id) continue;
      this.broadcast.toUser(seat.userId, 'battle:rematch', {
        room_id: roomId,
        rematch_room_id: created.id,
        code: created.code,
        by_user_id: player.id,
      });
    }
    return snapshotFor(this.db, created.id, player.id);
  }
}
