import { and, eq, lt, sql } from 'drizzle-orm';
import { codes, type BattleSnapshot } from '../../../contract';
import { battleQueue } from './schema';
import { users } from '../user/schema';
import { fail } from '../../http/api-error';
import type { SettingsStore } from '../settings';
import type { BattleEngine } from './battle-engine';
import { battleCategory } from './battle-category';
import { drawBattleQuestions } from './battle-questions';
import { assertBattleModeOn, battleRules } from './battle-rules';
import type { BattleBroadcast } from './broadcast';
import type { Player } from './lobby';
import { insertRoom } from './room-factory';
import { loadSeats, snapshotFor } from './room-repo';

export interface SearchFor {
  languageId: number;
  /** What the player asked for; ignored unless random battles let players choose (battleCategory). */
  category?: number;
}

/**
 * Random 1v1 matchmaking. The queue lives in the database, one row per waiting player, and a searcher
 * claims the oldest compatible row with FOR UPDATE SKIP LOCKED, so any number of processes can match
 * without two of them taking the same opponent. Who is not matched waits for the search time, then is
 * told to retry or play the bot.
 */
export class Matchmaker {
  /** The search time last copied from the setting into the clock; null when BATTLE_TIMINGS set it. */
  private fromSetting: number | null;

  constructor(
    private readonly engine: BattleEngine,
    private readonly settings: SettingsStore,
    private readonly broadcast: BattleBroadcast,
    searchMsOverridden: boolean,
  ) {
    this.fromSetting = searchMsOverridden ? null : engine.timings.searchMs;
  }

  private get db() {
    return this.engine.db;
  }

  /**
   * The random search time: `battle_mode_random_search_duration` (seconds), unless the clock's searchMs
   * was set by BATTLE_TIMINGS or by a test (it then differs from what was last copied). The setting is
   * copied into the clock, so the engine's sweep of abandoned searches waits the same time.
   */
  async searchMs(): Promise<number> {
    const timings = this.engine.timings;
    if (this.fromSetting === null || timings.searchMs !== this.fromSetting) return timings.searchMs;
    const seconds = await this.settings.whole('battle_mode_random_search_duration', 1);
    timings.searchMs = this.fromSetting = seconds * 1000;
    return timings.searchMs;
  }

  async search(
    player: Player,
    want: SearchFor,
  ): Promise<{ matched: boolean; room_id: string | null; search_ms: number }> {
    await assertBattleModeOn(this.settings, 'random');
    const rules = await battleRules(this.settings, 'random');
    const fee = rules.entryFee;
    const searchMs = await this.searchMs();
    const categoryId = await battleCategory(this.db, this.settings, 'random', want.category);
    const [me] = await this.db.select({ coins: users.coins }).from(users).where(eq(users.id, player.id));
    if ((me?.coins ?? 0) < fee) throw fail('notEnoughCoins');
    const questions = await drawBattleQuestions(this.db, want.languageId, categoryId, rules.questionCount);

    const room = await this.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ user_id: number; name: string; profile: string }>(sql`
        SELECT q.user_id, u.name, u.profile FROM battle_queue q JOIN users u ON u.id = q.user_id
        WHERE q.language_id = ${want.languageId} AND q.category_id = ${categoryId}
          AND q.entry_fee = ${fee} AND q.user_id <> ${player.id} AND u.coins >= ${fee}
        ORDER BY q.created_at LIMIT 1
        FOR UPDATE OF q SKIP LOCKED`);
      const opponent = rows[0];
      if (!opponent) {
        await tx
          .insert(battleQueue)
          .values({
            userId: player.id,
            languageId: want.languageId,
            categoryId,
            entryFee: fee,
          })
          .onConflictDoUpdate({
            target: battleQueue.userId,
            set: {
              languageId: want.languageId,
              categoryId,
              entryFee: fee,
              createdAt: new Date(),
            },
          });
        return null;
      }
      await tx.delete(battleQueue).where(sql`${battleQueue.userId} IN (${opponent.user_id}, ${player.id})`);
      return insertRoom(tx, {
        kind: 'random',
        ownerId: opponent.user_id,
        languageId: want.languageId,
        categoryId,
        entryFee: fee,
        secondsPerQuestion: rules.secondsPerQuestion,
        questions,
        players: [
          { userId: opponent.user_id, name: opponent.name, profile: opponent.profile },
          { userId: player.id, name: player.name, profile: player.profile },
        ],
      });
    });

    if (!room) {
      this.engine.later(searchMs, () => this.giveUp(player.id, searchMs));
      return { matched: false, room_id: null, search_ms: searchMs };
    }
    const seats = await loadSeats(this.db, room.id);
    for (const seat of seats) {
      if (!seat.userId) continue;
      this.broadcast.seatUser(seat.userId, room.id);
      this.broadcast.toUser(seat.userId, 'battle:matched', { room_id: room.id });
    }
    await this.engine.start(room.id, null);
    return { matched: true, room_id: room.id, search_ms: searchMs };
  }

  /** Still waiting after the search time: leave the queue and offer the bot. */
  private async giveUp(userId: number, searchMs: number) {
    // A newer search by the same player (a retry) re-stamped its row; this older timer leaves it alone.
    const searchedFor = searchMs - 100;
    const removed = await this.db
      .delete(battleQueue)
      .where(
        and(eq(battleQueue.userId, userId), lt(battleQueue.createdAt, new Date(Date.now() - searchedFor))),
      )
      .returning({ userId: battleQueue.userId });
    if (removed.length > 0)
      this.broadcast.toUser(userId, 'battle:search_timeout', { code: codes.noOpponent });
  }

  async cancel(userId: number): Promise<boolean> {
    const removed = await this.db.delete(battleQueue).where(eq(battleQueue.userId, userId)).returning();
    return removed.length > 0;
  }

  /** A bot game starts at once: no fee, and settlement writes nothing for it. */
  async playBot(player: Player, want: SearchFor): Promise<BattleSnapshot> {
    await assertBattleModeOn(this.settings, 'bot');
    await this.cancel(player.id);
    const rules = await battleRules(this.settings, 'bot');
    const categoryId = await battleCategory(this.db, this.settings, 'bot', want.category);
    const questions = await drawBattleQuestions(this.db, want.languageId, categoryId, rules.questionCount);
    const room = await insertRoom(this.db, {
      kind: 'bot',
      ownerId: player.id,
      languageId: want.languageId,
      categoryId,
      entryFee: 0,
      secondsPerQuestion: rules.secondsPerQuestion,
      questions,
      players: [
        { userId: player.id, name: player.name, profile: player.profile },
        { userId: null, name: '', profile: '' },
      ],
    });
    this.broadcast.seatUser(player.id, room.id);
    await this.engine.start(room.id, null);
    return snapshotFor(this.db, room.id, player.id);
  }
}
