import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battleRooms, users } from '../../db/schema';
import { notify } from '../notification/notify';

/**
 * Invites a player to a friend or group room that is still waiting: an in-app notification and a push
 * (kind battle_invite) that opens the room's join page with its code. There is no invite action yet —
 * players share the code or link themselves — so nothing calls this today; an invite action or socket
 * event is expected to. False when the room cannot be joined (unknown code, started, finished).
 */
export async function pushBattleInvite(db: Db, roomCode: string, toUserId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({ kind: battleRooms.kind, ownerId: battleRooms.ownerId, owner: users.name })
      .from(battleRooms)
      .innerJoin(users, eq(users.id, battleRooms.ownerId))
      .where(
        and(
          eq(battleRooms.code, roomCode),
          eq(battleRooms.state, 'waiting'),
          inArray(battleRooms.kind, ['friend', 'group']),
        ),
      );
    if (!room || room.ownerId === toUserId) return false;
    const page = room.kind === 'group' ? '/group-battle/' : '/random-battle/friend/';
    await notify(tx, toUserId, {
      type: 'battle_invite',
      typeId: roomCode,
      title: `${room.owner || 'A friend'} invites you to a battle`,
      message: `Join room ${roomCode} before it starts.`,
      push: {
        kind: 'battle_invite',
        url: `${page}?code=${encodeURIComponent(roomCode)}`,
        tag: `invite-${roomCode}`,
      },
    });
    return true;
  });
}
