import { eq } from 'drizzle-orm';
import type { BattleKind } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { battleRooms, type BattleQuestion } from './schema';

/** What never changes about a room once it is created: its kind, its clock and its drawn questions. */
export interface RoomSetup {
  kind: BattleKind;
  secondsPerQuestion: number;
  questions: BattleQuestion[];
}

/** Entries nobody used for this long are dropped (their room most likely finished on another process). */
const MAX_IDLE_MS = 10 * 60_000;

/**
 * Rooms' setups in this process's memory. Reading a room's questions JSON on every answer, question and
 * reveal was most of a battle's database work; the setup is immutable, so a copy can never be stale.
 * A process that has no copy (the room was started elsewhere, or this process restarted) reads it from
 * the database, so any number of processes can serve a room. Entries leave when the room finishes here,
 * or when idle — dropping one is always safe, it is only read again.
 */
export class RoomSetupCache {
  private readonly setups = new Map<string, { setup: RoomSetup; usedAt: number }>();

  remember(roomId: string, setup: RoomSetup) {
    this.setups.set(roomId, { setup, usedAt: Date.now() });
  }

  /** The room's setup, or null when there is no such room. */
  async get(db: DbOrTx, roomId: string): Promise<RoomSetup | null> {
    const entry = this.setups.get(roomId);
    if (entry) {
      entry.usedAt = Date.now();
      return entry.setup;
    }
    const [row] = await db
      .select({
        kind: battleRooms.kind,
        secondsPerQuestion: battleRooms.secondsPerQuestion,
        questions: battleRooms.questions,
      })
      .from(battleRooms)
      .where(eq(battleRooms.id, roomId));
    if (!row) return null;
    this.remember(roomId, row);
    return row;
  }

  forget(roomId: string) {
    this.setups.delete(roomId);
  }

  evictIdle(now = Date.now()) {
    for (const [roomId, { usedAt }] of this.setups)
      if (now - usedAt > MAX_IDLE_MS) this.setups.delete(roomId);
  }

  get size() {
    return this.setups.size;
  }
}
