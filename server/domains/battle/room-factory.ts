import { randomUUID } from 'node:crypto';
import type { BattleKind } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { battlePlayers, battleRooms, type BattleQuestion } from './schema';
import { BOT_NAME } from './bot';
import { newRoomCode } from './room-code';

export interface NewRoom {
  kind: BattleKind;
  ownerId: number;
  languageId: number;
  categoryId: number;
  entryFee: number;
  secondsPerQuestion: number;
  questions: BattleQuestion[];
  /** Seated in this order (seat 0 first); a null user is the bot. */
  players: { userId: number | null; name: string; profile: string }[];
}

export const maxPlayersOf = (kind: BattleKind) => (kind === 'group' ? 4 : 2);
const needsCode = (kind: BattleKind) => kind === 'friend' || kind === 'group';

/** Inserts a room and its first seats in the caller's transaction; friend and group rooms get a code. */
export async function insertRoom(tx: DbOrTx, spec: NewRoom): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const values = {
    id,
    kind: spec.kind,
    ownerId: spec.ownerId,
    languageId: spec.languageId,
    categoryId: spec.categoryId,
    entryFee: spec.entryFee,
    maxPlayers: maxPlayersOf(spec.kind),
    secondsPerQuestion: spec.secondsPerQuestion,
    questions: spec.questions,
    state: 'waiting' as const,
  };
  let code = '';
  // A clash among 887 million codes is rare; a few fresh draws settle it without a unique-violation abort.
  for (let tries = 0; ; tries++) {
    code = needsCode(spec.kind) ? newRoomCode() : '';
    const inserted = await tx
      .insert(battleRooms)
      .values({ ...values, code: code || null })
      .onConflictDoNothing()
      .returning({ id: battleRooms.id });
    if (inserted.length > 0) break;
    if (tries >= 5) throw new Error('no free room code');
  }
  await tx.insert(battlePlayers).values(
    spec.players.map((p, seat) => ({
      roomId: id,
      seat,
      userId: p.userId,
      isBot: p.userId === null,
      name: p.userId === null ? BOT_NAME : p.name,
      profile: p.profile,
    })),
  );
  return { id, code };
}
