import type { DbOrTx } from '../../db/client';
import { notify } from './notify';

/**
 * The invitation itself, in the caller's transaction: an in-app notification and a push (kind
 * battle_invite, sent after commit to players who want that kind) that opens the room's join page with
 * its code filled in. The battle domain decides who may invite whom (battle/invite.ts).
 */
export async function pushBattleInvite(
  tx: DbOrTx,
  room: { code: string; kind: 'friend' | 'group'; inviter: string },
  toUserId: number,
): Promise<void> {
  const page = room.kind === 'group' ? '/group-battle/' : '/random-battle/friend/';
  await notify(tx, toUserId, {
    type: 'battle_invite',
    typeId: room.code,
    title: `${room.inviter || 'A friend'} invites you to a battle`,
    message: `Join room ${room.code} before it starts.`,
    params: { name: room.inviter, code: room.code, kind: room.kind },
    push: {
      kind: 'battle_invite',
      url: `${page}?code=${encodeURIComponent(room.code)}`,
      tag: `invite-${room.code}`,
    },
  });
}
