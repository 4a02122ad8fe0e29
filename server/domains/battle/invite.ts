import { count, eq } from 'drizzle-orm';
import { battleInvites, battleRooms } from './schema';
import { users } from '../user/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { pushBattleInvite } from '../notification';
import { normaliseCode } from '../user';
import { normalizeRoomCode } from './room-code';
import { loadSeats } from './room-repo';

/** Invitations one room may send: enough for a group of four and a few who said no, not a mailing list. */
export const MAX_INVITES_PER_ROOM = 10;

export const inviteHandlers: HandlerMap = {
  /**
   * A player of a waiting friend or group room invites someone by their invite code. Decided here: only
   * a player of the room, only while it waits, not someone already in it, once per invitee (the primary
   * key of battle_invites, written in the transaction that writes the notification and queues the push),
   * and at most MAX_INVITES_PER_ROOM per room.
   */
  async invite_to_battle(ctx, input) {
    const code = normalizeRoomCode(input.room_code);
    const [room] = await ctx.db
      .select({
        id: battleRooms.id,
        kind: battleRooms.kind,
        state: battleRooms.state,
        code: battleRooms.code,
      })
      .from(battleRooms)
      .where(eq(battleRooms.code, code));
    const seats = room ? await loadSeats(ctx.db, room.id) : [];
    // A stranger hears what a wrong code gets: the answer must not tell codes apart.
    if (!room || !room.code || !seats.some((s) => s.userId === ctx.user.id)) throw fail('roomInvalidCode');
    if (room.kind !== 'friend' && room.kind !== 'group') throw fail('roomInvalidCode');
    if (room.state !== 'waiting') throw fail('gameStarted');

    const [friend] = await ctx.db
      .select({ id: users.id, name: users.name, status: users.status })
      .from(users)
      .where(eq(users.referCode, normaliseCode(input.friends_code)))
      .limit(1);
    if (!friend || friend.status !== 1) throw fail('inviteUnknownPlayer');
    if (friend.id === ctx.user.id) throw fail('inviteSelf');
    if (seats.some((s) => s.userId === friend.id)) throw fail('inviteAlreadyInRoom');

    const inviter = ctx.user.name;
    const roomCode = room.code;
    const kind = room.kind;
    const sent = await ctx.db.transaction(async (tx) => {
      // The room row is locked first, so two invitations at once count each other.
      await tx
        .select({ id: battleRooms.id })
        .from(battleRooms)
        .where(eq(battleRooms.id, room.id))
        .for('update');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(battleInvites)
        .where(eq(battleInvites.roomId, room.id));
      const inserted = await tx
        .insert(battleInvites)
        .values({ roomId: room.id, toUserId: friend.id, fromUserId: ctx.user.id })
        .onConflictDoNothing()
        .returning({ to: battleInvites.toUserId });
      if (inserted.length === 0) return false;
      if (n >= MAX_INVITES_PER_ROOM) throw fail('inviteLimit');
      await pushBattleInvite(tx, { code: roomCode, kind, inviter }, friend.id);
      return true;
    });
    return { data: { name: friend.name, already_invited: !sent } };
  },
};
