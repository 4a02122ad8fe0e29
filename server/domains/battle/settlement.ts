import { eq } from 'drizzle-orm';
import type { BattleResult } from '../../../contract';
import type { Db, Tx } from '../../db/client';
import { battleResults, battleRooms } from './schema';
import { badgeEvent } from '../badge';
import { settlePendingReferral, type ReferralPayoutRules } from '../user';
import { recordScore } from '../leaderboard';
import { moveCoins } from '../wallet';
import { rankRoom } from './battle-scoring';
import { randomWinStreak } from './battle-stats';
import { loadSeats, type RoomRow } from './room-repo';

/**
 * Pays out a finished room in ONE transaction, once: a result row per human player (its primary key
 * makes a second settlement write nothing), the prize through the ledger (ref per room and player, so
 * even a replayed credit is refused), the player's own battle points as leaderboard score, and the
 * battle badges for winners. Bot games write nothing at all: no coins, score, statistics or badges.
 */
export async function settleRoom(
  db: Db,
  roomId: string,
  referral: ReferralPayoutRules,
  /** The system_timezone setting read before the transaction; absent, recordScore reads it inside. */
  timeZone?: string,
): Promise<BattleResult | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(battleRooms).where(eq(battleRooms.id, roomId)).for('update');
    if (!locked || locked.state !== 'finished') return null;
    const seats = await loadSeats(tx, roomId);
    const standings = rankRoom(locked.kind, seats, locked.entryFee);
    // Each human's random-battle streak after this game; 0 in other kinds and for the bot.
    const streaks = new Map<number, number>();
    if (locked.kind !== 'bot') {
      for (const standing of standings) {
        const seat = seats.find((s) => s.seat === standing.seat);
        if (!seat?.userId) continue;
        const userId = seat.userId;
        streaks.set(
          seat.seat,
          await payPlayer(
            tx,
            locked,
            { userId, score: seat.score, correct: seat.correct, timeZone },
            standing,
          ),
        );
        // A battle against people with a right answer is a real game: a referral waiting for it pays now.
        if (seat.correct > 0) await settlePendingReferral(tx, userId, referral);
      }
    }
    return {
      room_id: roomId,
      kind: locked.kind,
      entry_fee: locked.entryFee,
      standings: standings.map((st) => {
        const seat = seats.find((s) => s.seat === st.seat)!;
        return {
          seat: st.seat,
          user_id: seat.userId ?? 0,
          name: seat.name,
          is_bot: seat.isBot,
          score: seat.score,
          correct: seat.correct,
          rank: st.rank,
          outcome: st.outcome,
          forfeited: seat.forfeited,
          coins: locked.kind === 'bot' ? 0 : st.coins,
          win_streak: streaks.get(st.seat) ?? 0,
        };
      }),
    };
  });
}

async function payPlayer(
  tx: Tx,
  room: RoomRow,
  { userId, score, correct, timeZone }: { userId: number; score: number; correct: number; timeZone?: string },
  standing: { outcome: 'won' | 'lost' | 'draw'; coins: number },
): Promise<number> {
  const [fresh] = await tx
    .insert(battleResults)
    .values({
      roomId: room.id,
      userId,
      mode: room.kind,
      outcome: standing.outcome,
      score,
      correct,
      coins: standing.coins,
    })
    .onConflictDoNothing()
    .returning({ userId: battleResults.userId });
  if (!fresh) return 0;
  const ref = `battle:${room.id}:payout`;
  if (standing.coins > 0) {
    const reason = standing.outcome === 'draw' ? 'battleRefund' : 'battleWon';
    await moveCoins(tx, userId, standing.coins, reason, ref);
  }
  // With the zone given, one round trip less per player while the room row (and, on the embedded
  // engine, its only connection) is held.
  await recordScore(
    tx,
    userId,
    score,
    `battle_${room.kind}`,
    `battle:${room.id}`,
    timeZone ? { timeZone } : {},
  );
  // Counted after this game's row is in, so a win extends the run and a draw or loss ends it.
  const winStreak = room.kind === 'random' ? await randomWinStreak(tx, userId) : 0;
  if (standing.outcome === 'won' && (room.kind === 'group' || room.kind === 'random'))
    await badgeEvent(tx, userId, { kind: 'battle_won', mode: room.kind, winStreak });
  return winStreak;
}
