import type { BattleResult } from '../../../contract';
import type { Db, Tx } from '../../db/client';
import { battleResults } from './schema';
import { badgeEvent } from '../badge';
import { settlePendingReferrals, type ReferralPayoutRules } from '../user';
import { recordScores } from '../leaderboard';
import { moveCoinsMany } from '../wallet';
import { rankRoom, type Standing } from './battle-scoring';
import { randomWinStreaks } from './battle-stats';
import { lockRoomWithSeats, type RoomRow, type SeatRow } from './room-repo';

/**
 * Pays out a finished room in ONE transaction, once: a result row per human player (its primary key
 * makes a second settlement write nothing), the prizes through the ledger (ref per room and player, so
 * even a replayed credit is refused), the players' own battle points as leaderboard score, and the
 * battle badges for winners. Bot games write nothing at all: no coins, score, statistics or badges.
 * Each step covers every player in one statement (the room row, and on the embedded engine its only
 * connection, are held meanwhile): about six round trips a room instead of about ten per player.
 */
export async function settleRoom(
  db: Db,
  roomId: string,
  referral: ReferralPayoutRules,
  /** The system_timezone setting read before the transaction; absent, recordScores reads it inside. */
  timeZone?: string,
): Promise<BattleResult | null> {
  return db.transaction(async (tx) => {
    const found = await lockRoomWithSeats(tx, roomId);
    if (!found || found.room.state !== 'finished') return null;
    const { room: locked, seats } = found;
    const standings = rankRoom(locked.kind, seats, locked.entryFee);
    // Each human's random-battle streak after this game, by seat; 0 in other kinds and for the bot.
    const streaks =
      locked.kind === 'bot'
        ? new Map<number, number>()
        : await payPlayers(tx, locked, seats, standings, referral, timeZone);
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

async function payPlayers(
  tx: Tx,
  room: RoomRow,
  seats: SeatRow[],
  standings: Standing[],
  referral: ReferralPayoutRules,
  timeZone?: string,
): Promise<Map<number, number>> {
  const players = standings.flatMap((standing) => {
    const seat = seats.find((s) => s.seat === standing.seat);
    return seat?.userId ? [{ seat, userId: seat.userId, standing }] : [];
  });
  if (players.length === 0) return new Map();
  const fresh = await tx
    .insert(battleResults)
    .values(
      players.map(({ seat, userId, standing }) => ({
        roomId: room.id,
        userId,
        mode: room.kind,
        outcome: standing.outcome,
        score: seat.score,
        correct: seat.correct,
        coins: standing.coins,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: battleResults.userId });
  const paying = players.filter((p) => fresh.some((f) => f.userId === p.userId));
  const ref = `battle:${room.id}:payout`;
  await moveCoinsMany(
    tx,
    paying
      .filter((p) => p.standing.coins > 0)
      .map(({ userId, standing }) => ({
        userId,
        amount: standing.coins,
        reason: standing.outcome === 'draw' ? 'battleRefund' : 'battleWon',
        ref,
      })),
  );
  await recordScores(
    tx,
    paying.map(({ userId, seat }) => ({
      userId,
      points: seat.score,
      source: `battle_${room.kind}`,
      ref: `battle:${room.id}`,
    })),
    timeZone ? { timeZone } : {},
  );
  // Counted after this game's rows are in, so a win extends the run and a draw or loss ends it.
  const streakOf =
    room.kind === 'random'
      ? await randomWinStreaks(
          tx,
          paying.map((p) => p.userId),
        )
      : new Map<number, number>();
  for (const { userId, standing } of paying)
    if (standing.outcome === 'won' && (room.kind === 'group' || room.kind === 'random'))
      await badgeEvent(tx, userId, {
        kind: 'battle_won',
        mode: room.kind,
        winStreak: streakOf.get(userId) ?? 0,
      });
  // A battle against people with a right answer is a real game: a referral waiting for it pays now.
  await settlePendingReferrals(
    tx,
    players.filter((p) => p.seat.correct > 0).map((p) => p.userId),
    referral,
  );
  return new Map(paying.map((p) => [p.seat.seat, streakOf.get(p.userId) ?? 0]));
}
