import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { BattleQuickMessage, BattleSnapshot } from '../../../contract';
import { battlePlayers, battleRooms } from './schema';
import { users } from '../user/schema';
import { ApiError, fail } from '../../http/api-error';
import type { BattleEngine } from './battle-engine';
import type { BattleBroadcast } from './broadcast';
import { normalizeRoomCode, ROOM_CODE_LENGTH } from './room-code';
import { loadRoom, loadRoomView, loadSeats, memberRoom, snapshotFor } from './room-repo';
import { codes } from '../../../contract/codes';

export interface Player {
  id: number;
  name: string;
  profile: string;
}

/**
 * Seats, presence and the owner's controls of friend and group rooms, and the rejoin/forfeit rules
 * of every room. Seat changes lock the room row, so two players can never take the last seat.
 */
export class Lobby {
  constructor(
    private readonly engine: BattleEngine,
    private readonly broadcast: BattleBroadcast,
  ) {}

  private get db() {
    return this.engine.db;
  }

  async join(player: Player, rawCode: string): Promise<BattleSnapshot> {
    const code = normalizeRoomCode(rawCode);
    if (!new RegExp(`^[A-Z0-9]{${ROOM_CODE_LENGTH}}$`).test(code)) throw fail('roomInvalidCode');
    const [found] = await this.db.select().from(battleRooms).where(eq(battleRooms.code, code));
    if (!found) throw fail('roomInvalidCode');
    const seats = await loadSeats(this.db, found.id);
    if (seats.some((s) => s.userId === player.id)) {
      if (found.state === 'deleted') throw fail('roomDeleted');
      return this.rejoin(player.id, found.id);
    }
    // To someone not seated there, a room that cannot be joined (deleted, playing, full) answers exactly
    // as a code that does not exist: a guesser learns nothing about which codes are live.
    if (found.state !== 'waiting' || seats.length >= found.maxPlayers) throw fail('roomInvalidCode');
    const [me] = await this.db.select({ coins: users.coins }).from(users).where(eq(users.id, player.id));
    if ((me?.coins ?? 0) < found.entryFee) throw fail('notEnoughCoins');
    await this.db.transaction(async (tx) => {
      const [room] = await tx.select().from(battleRooms).where(eq(battleRooms.id, found.id)).for('update');
      if (!room || room.state !== 'waiting') throw fail('roomInvalidCode');
      const taken = new Set((await loadSeats(tx, room.id)).map((s) => s.seat));
      if (taken.size >= room.maxPlayers) throw fail('roomInvalidCode');
      const seat = [...Array(room.maxPlayers).keys()].find((n) => !taken.has(n))!;
      await tx
        .insert(battlePlayers)
        .values({ roomId: room.id, seat, userId: player.id, name: player.name, profile: player.profile });
    });
    this.broadcast.seatUser(player.id, found.id);
    await this.announce(found.id);
    return snapshotFor(this.db, found.id, player.id);
  }

  /** Back in the room: the seat's grace ends, and the player gets everything it needs to go on. */
  async rejoin(userId: number, roomId: string): Promise<BattleSnapshot> {
    const { seat, room } = await memberRoom(this.db, roomId, userId);
    if (seat.forfeited && room.state !== 'finished') throw fail('battleNotInPlay');
    if (seat.leftAt) {
      await this.db
        .update(battlePlayers)
        .set({ leftAt: null })
        .where(
          and(
            eq(battlePlayers.roomId, roomId),
            eq(battlePlayers.seat, seat.seat),
            eq(battlePlayers.forfeited, false),
          ),
        );
      this.broadcast.toRoom(roomId, 'battle:player_back', {
        room_id: roomId,
        seat: seat.seat,
        user_id: userId,
      });
    }
    this.broadcast.seatUser(userId, roomId);
    return snapshotFor(this.db, roomId, userId);
  }

  /** Leaving on purpose: a lobby seat is freed (the owner's leaving deletes the room); in play, a forfeit. */
  async leave(userId: number, roomId: string) {
    const { room, seat } = await memberRoom(this.db, roomId, userId);
    if (room.state === 'waiting') {
      if (room.ownerId === userId) return this.delete(userId, roomId);
      await this.db
        .delete(battlePlayers)
        .where(and(eq(battlePlayers.roomId, roomId), eq(battlePlayers.seat, seat.seat)));
      this.broadcast.unseatUser(userId, roomId);
      await this.announce(roomId);
      return;
    }
    if (room.state === 'started' || room.state === 'reveal') await this.engine.forfeit(roomId, seat.seat);
    this.broadcast.unseatUser(userId, roomId);
  }

  async delete(userId: number, roomId: string) {
    const [deleted] = await this.db
      .update(battleRooms)
      .set({ state: 'deleted' })
      .where(
        and(eq(battleRooms.id, roomId), eq(battleRooms.ownerId, userId), eq(battleRooms.state, 'waiting')),
      )
      .returning({ id: battleRooms.id });
    if (!deleted) {
      const room = await loadRoom(this.db, roomId);
      if (!room) throw fail('roomInvalidCode');
      if (room.ownerId !== userId) throw fail('notRoomOwner');
      throw fail(room.state === 'deleted' ? 'roomDeleted' : 'gameStarted');
    }
    this.broadcast.toRoom(roomId, 'room:deleted', { room_id: roomId, code: codes.roomDeletedByOwner });
  }

  async start(userId: number, roomId: string) {
    await this.engine.start(roomId, userId);
  }

  /**
   * A socket dropped: its rooms keep the seat for the rejoin grace. The check when the grace ends
   * reads the database, so a rejoin through any process cancels the forfeit.
   */
  async disconnected(userId: number) {
    const seats = await this.db
      .select({ roomId: battlePlayers.roomId, seat: battlePlayers.seat })
      .from(battlePlayers)
      .innerJoin(battleRooms, eq(battleRooms.id, battlePlayers.roomId))
      .where(
        and(
          eq(battlePlayers.userId, userId),
          eq(battlePlayers.forfeited, false),
          sql`${battleRooms.state} IN ('waiting', 'started', 'reveal')`,
        ),
      );
    for (const { roomId, seat } of seats) {
      await this.db
        .update(battlePlayers)
        .set({ leftAt: new Date() })
        .where(and(eq(battlePlayers.roomId, roomId), eq(battlePlayers.seat, seat)));
      this.broadcast.toRoom(roomId, 'battle:player_left', {
        room_id: roomId,
        seat,
        user_id: userId,
        forfeited: false,
        code: codes.opponentLeft,
      });
      this.engine.later(this.engine.timings.rejoinMs, () => this.graceOver(userId, roomId, seat));
    }
  }

  /**
   * The rejoin grace is a deadline in the database (`left_at` + grace), so it holds even when the
   * process whose timer was to end it died: every process's sweep ends the graces that ran out.
   */
  async expireGraces() {
    const gone = await this.db
      .select({ userId: battlePlayers.userId, roomId: battlePlayers.roomId, seat: battlePlayers.seat })
      .from(battlePlayers)
      .innerJoin(battleRooms, eq(battleRooms.id, battlePlayers.roomId))
      .where(
        and(
          eq(battlePlayers.forfeited, false),
          isNotNull(battlePlayers.userId),
          lt(battlePlayers.leftAt, new Date(Date.now() - this.engine.timings.rejoinMs)),
          sql`${battleRooms.state} IN ('waiting', 'started', 'reveal')`,
        ),
      )
      .limit(100);
    for (const { userId, roomId, seat } of gone) {
      try {
        await this.graceOver(userId!, roomId, seat);
      } catch (err) {
        // Another process ended the same grace first (the seat is gone or the room over).
        if (!(err instanceof ApiError)) throw err;
      }
    }
    return gone.length;
  }

  private async graceOver(userId: number, roomId: string, seat: number) {
    const [still] = await this.db
      .select({ seat: battlePlayers.seat })
      .from(battlePlayers)
      .where(
        and(eq(battlePlayers.roomId, roomId), eq(battlePlayers.seat, seat), isNotNull(battlePlayers.leftAt)),
      );
    if (!still) return;
    const room = await loadRoom(this.db, roomId);
    if (room?.state === 'waiting') await this.leave(userId, roomId);
    else if (room?.state === 'started' || room?.state === 'reveal') await this.engine.forfeit(roomId, seat);
  }

  /**
   * The emoji / quick-message strip: a message of the contract's list (checked at the socket boundary, so
   * no free text ever passes), from a player still in a waiting or running room, relayed to the room.
   */
  async message(userId: number, roomId: string, message: BattleQuickMessage) {
    const { seat, room } = await memberRoom(this.db, roomId, userId);
    if (room.state === 'finished' || seat.forfeited) throw fail('battleNotInPlay');
    this.broadcast.toRoom(roomId, 'battle:message', { room_id: roomId, seat: seat.seat, message });
  }

  /** Lobby presence: everyone in the room sees who is seated. */
  async announce(roomId: string) {
    const view = await loadRoomView(this.db, roomId);
    if (view) this.broadcast.toRoom(roomId, 'room:state', view);
  }
}
