import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rankRoom } from './battle-scoring';
import { loadRoom, loadSeats } from './room-repo';

/** What a share card of a battle shows, read from the finished room (issue 19). */
export interface BattleShareFacts {
  /** 'random_battle' (random, friend and bot rooms) or 'group_battle', as the app's battle areas. */
  mode: 'random_battle' | 'group_battle';
  categoryId: number;
  outcome: 'won' | 'lost' | 'draw';
  rank: number;
  players: number;
  score: number;
  correct: number;
  total: number;
  /** Random battles won in a row as of this one (0 in other kinds). */
  streak: number;
}

/**
 * The player's own seat of a room as a card shows it: null when they had no seat in it (or no room),
 * 'open' until the room has finished. Outcome and place are ranked the way settlement ranked them.
 */
export async function battleShareFacts(
  db: DbOrTx,
  roomId: string,
  userId: number,
): Promise<BattleShareFacts | 'open' | null> {
  const room = await loadRoom(db, roomId);
  if (!room) return null;
  const seats = await loadSeats(db, roomId);
  const mine = seats.find((s) => s.userId === userId);
  if (!mine) return null;
  if (room.state !== 'finished') return 'open';
  const standing = rankRoom(room.kind, seats, room.entryFee).find((s) => s.seat === mine.seat)!;
  return {
    mode: room.kind === 'group' ? 'group_battle' : 'random_battle',
    categoryId: room.categoryId,
    outcome: standing.outcome,
    rank: standing.rank,
    players: seats.length,
    score: mine.score,
    correct: mine.correct,
    total: room.questions.length,
    streak: room.kind === 'random' ? await winStreakAt(db, roomId, userId) : 0,
  };
}

/**
 * The random-battle win streak as it stood right after this game (randomWinStreak counts up to now, which
 * a later game changes): its wins since the last draw or loss before it, this one included.
 */
async function winStreakAt(db: DbOrTx, roomId: string, userId: number): Promise<number> {
  // The game's instant is read in SQL: a JavaScript Date would drop its microseconds.
  const result = await db.execute<{ n: number | string }>(sql`
    WITH game AS (
      SELECT created_at AS at, outcome FROM battle_results WHERE room_id = ${roomId} AND user_id = ${userId}
    )
    SELECT count(*)::int AS n FROM battle_results, game
    WHERE game.outcome = 'won' AND user_id = ${userId} AND mode = 'random' AND battle_results.outcome = 'won'
      AND created_at <= game.at
      AND created_at > COALESCE(
        (SELECT max(created_at) FROM battle_results
          WHERE user_id = ${userId} AND mode = 'random' AND outcome <> 'won' AND created_at < game.at),
        '-infinity'::timestamptz)`);
  return Number(result.rows[0]?.n ?? 0);
}
