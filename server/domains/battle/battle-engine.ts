import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BattleVerdict } from '../../../contract';
import type { Db } from '../../db/client';
import { battlePlayers, battleQueue, battleRooms } from './schema';
import { ApiError, fail } from '../../http/api-error';
import type { SettingsStore } from '../settings';
import { moveCoinsMany } from '../wallet';
import { battleRules, defaultTimings, type BattleTimings } from './battle-rules';
import { poolOf, PreparedBatches } from './prepared-batch';
import { closeQuestionRow, finishRoomRow, openQuestionRow, clockStatements } from './question-clock';
import { answerStatements, recordAnswer, type GivenAnswer } from './record-answer';
import type { BattleBroadcast } from './broadcast';
import { questionView } from './battle-questions';
import { botMove } from './bot';
import { loadRoom, loadSeats, lockRoomWithSeats, roomView, unansweredInPlay } from './room-repo';
import { RoomSetupCache, type RoomSetup } from './room-setup-cache';
import { settleRoom } from './settlement';
import { referralPayoutRules } from '../user';
import { TransactionGate } from './transaction-gate';
import { codes } from '../../../contract/codes';

const DAY_MS = 86_400_000;

export interface EngineDeps {
  db: Db;
  settings: SettingsStore;
  broadcast: BattleBroadcast;
  log: FastifyBaseLogger;
  timings?: Partial<BattleTimings>;
}

/**
 * The server-authoritative room clock: waiting → started (question i) → reveal → … → finished.
 * The database row is the truth; every transition is a conditional UPDATE on (state, question index),
 * so when two processes (or a timer and a last answer) race, exactly one moves the room. In-memory
 * timers only wake this process at the next deadline; `sweep` adopts rooms whose timer died with
 * another process.
 */
export class BattleEngine {
  readonly timings: BattleTimings;
  private readonly clocks = new Map<string, NodeJS.Timeout>();
  private readonly extras = new Set<NodeJS.Timeout>();
  /** Each room's kind, clock and questions: immutable, so kept here instead of re-read per event. */
  readonly setups = new RoomSetupCache();
  /** Answers and the question clock: prepared once per database session, one round trip each. */
  private readonly statements: PreparedBatches;
  /** Fee and payout transactions: at most a quarter of the pool's connections, one on the embedded engine. */
  private readonly moneyGate: TransactionGate;
  private closed = false;
  /** Answers of each room whose verdict is still on its way to the player (see closeQuestion). */
  private readonly answering = new Map<string, Set<Promise<unknown>>>();

  constructor(private readonly deps: EngineDeps) {
    this.timings = { ...defaultTimings, ...deps.timings };
    this.statements = new PreparedBatches(deps.db, [...answerStatements, ...clockStatements]);
    const connections = poolOf(deps.db).options.max ?? 10;
    // Answers first on the embedded engine's one connection: a money transaction waits (50 ms at most,
    // so a stream of answers cannot starve it) until the answers' batches are done, then holds the
    // connection for its dozen round trips. With a pool, answers have other connections anyway.
    this.moneyGate = new TransactionGate(
      Math.max(1, Math.floor(connections / 4)),
      connections === 1 ? () => this.statements.whenIdle(50) : undefined,
    );
  }

  get db() {
    return this.deps.db;
  }

  get settings() {
    return this.deps.settings;
  }

  /** Debits every human's entry fee in one transaction (three statements: lock, fees, opening), then opens question 0. */
  async start(roomId: string, byUserId: number | null) {
    const { room, seats } = await this.moneyGate.run(() =>
      this.db.transaction(async (tx) => {
        const found = await lockRoomWithSeats(tx, roomId);
        if (!found) throw fail('roomInvalidCode');
        const { room, seats: seated } = found;
        if (room.state === 'deleted') throw fail('roomDeleted');
        if (byUserId !== null && room.ownerId !== byUserId) throw fail('notRoomOwner');
        if (room.state !== 'waiting') throw fail('gameStarted');
        if (seated.filter((s) => !s.forfeited).length < 2) throw fail('notEnoughPlayers');
        if (room.entryFee > 0 && room.kind !== 'bot') {
          // Every human's fee in one statement; one short player refuses the start and debits nobody.
          const fees = seated.flatMap((seat) =>
            seat.userId
              ? [
                  {
                    userId: seat.userId,
                    amount: -room.entryFee,
                    reason: 'battleEntry',
                    ref: `battle:${roomId}:entry`,
                  },
                ]
              : [],
          );
          await moveCoinsMany(tx, fees).catch((err: unknown) => {
            throw err instanceof ApiError && err.code === codes.notEnoughCoins
              ? fail('playerShortOfCoins')
              : err;
          });
        }
        const opening = { state: 'reveal' as const, questionIndex: -1, deadlineAt: new Date() };
        await tx.update(battleRooms).set(opening).where(eq(battleRooms.id, roomId));
        return { room: { ...room, ...opening }, seats: seated };
      }),
    );
    const { kind, secondsPerQuestion, questions } = room;
    this.setups.remember(roomId, { kind, secondsPerQuestion, questions });
    // Nobody has answered anything yet: the view needs no further reads.
    this.deps.broadcast.toRoom(roomId, 'battle:started', roomView(room, seats, new Set()));
    await this.openQuestion(roomId, -1);
    return seats;
  }

  /**
   * One answer per seat and question, only inside the server's window; the verdict goes to the player.
   * Membership, the window, the one-answer rule, the score and "has everyone answered" are one round
   * trip (record-answer.ts); the last awaited answer closes the question.
   */
  answer(roomId: string, userId: number, index: number, given: string): Promise<BattleVerdict> {
    const at = Date.now();
    return this.tracked(
      roomId,
      this.setups.get(this.db, roomId).then((setup) => {
        if (!setup) throw fail('roomInvalidCode');
        return this.recordAnswer(setup, { roomId, by: { userId }, index, given, at });
      }),
    );
  }

  /**
   * Remembers an answer of the room until it settles, and returns the same promise: the caller (the
   * socket layer, whose ack follows it) attaches to it after this does. closeQuestion waits for every
   * tracked answer and then for a macrotask turn, so each player's ack is written before the reveal —
   * even when another player's later answer closed the question while this one's result was still on
   * its way back from the database (seen under load on PostgreSQL: reveal before ack).
   */
  private tracked<T>(roomId: string, work: Promise<T>): Promise<T> {
    const set = this.answering.get(roomId) ?? new Set();
    this.answering.set(roomId, set);
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    set.add(settled);
    void settled.then(() => {
      set.delete(settled);
      if (set.size === 0 && this.answering.get(roomId) === set) this.answering.delete(roomId);
    });
    return work;
  }

  /** Resolves once every answer of the room in flight now has settled and its ack has been sent. */
  private async answersDelivered(roomId: string) {
    const pending = this.answering.get(roomId);
    if (pending?.size) await Promise.all(pending);
    // Acks are sent in promise continuations; a macrotask turn lets every one of them run first.
    await new Promise((resolve) => setImmediate(resolve));
  }

  private async recordAnswer(setup: RoomSetup, given: GivenAnswer) {
    // Read before the answer's statement, never inside it (a settings refresh needs a pool connection).
    const rules = await battleRules(this.deps.settings, setup.kind);
    const { verdict, progress, everyoneAnswered } = await recordAnswer(
      this.statements,
      setup,
      rules,
      this.timings.graceMs,
      given,
    );
    this.deps.broadcast.toRoom(given.roomId, 'battle:progress', progress);
    if (everyoneAnswered) setImmediate(() => void this.closeSafely(given.roomId, given.index));
    return verdict;
  }

  /** After a seat left: the question closes when everyone still in play has answered it. */
  private async closeIfAllAnswered(roomId: string, index: number) {
    if ((await unansweredInPlay(this.db, roomId, index)) === 0) await this.closeSafely(roomId, index);
  }

  private async closeSafely(roomId: string, index: number) {
    await this.closeQuestion(roomId, index).catch((err: unknown) =>
      this.deps.log.error({ err, roomId }, 'battle close failed'),
    );
  }

  /** Deadline reached or everyone answered: reveal the answer to all, then pause before the next. */
  async closeQuestion(roomId: string, index: number) {
    const revealEnds = new Date(Date.now() + this.timings.revealMs);
    if (!(await closeQuestionRow(this.statements, roomId, index, revealEnds))) return;
    // No answer can be taken any more; those already taken have their verdict acked before the reveal.
    await this.answersDelivered(roomId);
    const setup = await this.setups.get(this.db, roomId);
    this.deps.broadcast.toRoom(roomId, 'battle:reveal', {
      room_id: roomId,
      question_index: index,
      correct_answer: setup?.questions[index]?.answer ?? '',
    });
    this.wake(roomId, this.timings.revealMs, () => this.openQuestion(roomId, index));
  }

  /** After the reveal of `previous`: the next question with its server deadline, or the end. */
  async openQuestion(roomId: string, previous: number) {
    const setup = await this.setups.get(this.db, roomId);
    if (!setup) return;
    const index = previous + 1;
    if (index >= setup.questions.length) return this.finish(roomId, previous);
    const windowMs = this.timings.questionMs || setup.secondsPerQuestion * 1000;
    const startedAt = new Date();
    const deadlineAt = new Date(startedAt.getTime() + windowMs);
    if (!(await openQuestionRow(this.statements, roomId, previous, startedAt, deadlineAt))) return;
    this.deps.broadcast.toRoom(roomId, 'battle:question', {
      room_id: roomId,
      question_index: index,
      question: questionView(setup.questions[index]!),
      deadline_at: deadlineAt.getTime(),
      server_time: Date.now(),
    });
    this.wake(roomId, windowMs + this.timings.graceMs, () => this.closeQuestion(roomId, index));
    if (setup.kind === 'bot') this.playBot(roomId, setup, index, windowMs);
  }

  private playBot(roomId: string, setup: RoomSetup, index: number, windowMs: number) {
    const move = botMove(setup.questions[index]!, windowMs, this.timings);
    this.later(move.delayMs, async () => {
      const given = { roomId, by: { bot: true as const }, index, given: move.answer, at: Date.now() };
      // A bot that left, or a question already closed, simply has nothing to answer.
      await this.recordAnswer(setup, given).catch(() => undefined);
    });
  }

  /**
   * Ends the room once (conditional update), settles it, and tells everyone the result. `afterReveal`:
   * only if the room still shows that question's reveal (the clock's end of the last question).
   */
  async finish(roomId: string, afterReveal?: number) {
    const ended = await finishRoomRow(this.statements, roomId, afterReveal, new Date());
    this.stopClock(roomId);
    if (!ended) return;
    this.setups.forget(roomId);
    const referral = await referralPayoutRules(this.db, this.deps.settings);
    // Read here, through the settings cache, rather than by each player's score inside the transaction.
    const timeZone = (await this.deps.settings.str('system_timezone')) || 'UTC';
    const result = await this.moneyGate.run(() => settleRoom(this.db, roomId, referral, timeZone));
    if (result) this.deps.broadcast.toRoom(roomId, 'battle:finished', result);
  }

  /** A player is out for good: marked forfeited; with fewer than two left in play the room ends. */
  async forfeit(roomId: string, seatNo: number) {
    const [out] = await this.db
      .update(battlePlayers)
      .set({ forfeited: true, leftAt: sql`coalesce(${battlePlayers.leftAt}, now())` })
      .where(
        and(
          eq(battlePlayers.roomId, roomId),
          eq(battlePlayers.seat, seatNo),
          eq(battlePlayers.forfeited, false),
        ),
      )
      .returning();
    if (!out) return;
    this.deps.broadcast.toRoom(roomId, 'battle:player_left', {
      room_id: roomId,
      seat: seatNo,
      user_id: out.userId ?? 0,
      forfeited: true,
      code: codes.opponentLeft,
    });
    const seats = await loadSeats(this.db, roomId);
    const humansIn = seats.filter((s) => !s.forfeited && !s.isBot).length;
    const inPlay = seats.filter((s) => !s.forfeited).length;
    // "Everyone left": nobody is left to play against (the last player standing wins, or all are gone).
    if (inPlay <= 1 || humansIn === 0)
      this.deps.broadcast.toRoom(roomId, 'battle:everyone_left', {
        room_id: roomId,
        code: codes.everyoneLeft,
      });
    if (inPlay < 2 || humansIn === 0) await this.finish(roomId);
    else {
      const room = await loadRoom(this.db, roomId);
      if (room?.state === 'started') await this.closeIfAllAnswered(roomId, room.questionIndex);
    }
  }

  /**
   * Adopts rooms whose clock stopped (their process died): any room past its deadline by more than
   * a grace is moved on here. Safe to run everywhere; the conditional updates let one process win.
   */
  async sweep() {
    this.setups.evictIdle();
    const stale = await this.db
      .select({ id: battleRooms.id, state: battleRooms.state, index: battleRooms.questionIndex })
      .from(battleRooms)
      .where(
        and(
          inArray(battleRooms.state, ['started', 'reveal']),
          isNotNull(battleRooms.deadlineAt),
          lt(battleRooms.deadlineAt, new Date(Date.now() - 5_000)),
        ),
      )
      .limit(100);
    for (const room of stale) {
      if (room.state === 'started') await this.closeQuestion(room.id, room.index);
      else await this.openQuestion(room.id, room.index);
    }
    // Lobbies nobody started within a day are closed; their codes stop working (247).
    await this.db
      .update(battleRooms)
      .set({ state: 'deleted' })
      .where(and(eq(battleRooms.state, 'waiting'), lt(battleRooms.createdAt, new Date(Date.now() - DAY_MS))));
    // Queue rows outlive their search only when their process died before the timeout fired; the
    // searcher (now connected to any process) still hears that the search is over.
    const abandoned = await this.db
      .delete(battleQueue)
      .where(lt(battleQueue.createdAt, new Date(Date.now() - 2 * this.timings.searchMs)))
      .returning({ userId: battleQueue.userId });
    for (const { userId } of abandoned)
      this.deps.broadcast.toUser(userId, 'battle:search_timeout', { code: codes.noOpponent });
    return stale.length;
  }

  /** Runs `fn` after `ms` unless the engine is closed; errors are logged, never thrown into a timer. */
  later(ms: number, fn: () => Promise<unknown>) {
    const timer = setTimeout(() => {
      this.extras.delete(timer);
      if (!this.closed) fn().catch((err: unknown) => this.deps.log.error({ err }, 'battle timer failed'));
    }, ms);
    this.extras.add(timer);
  }

  /** The room's single clock: the next wake-up replaces the previous one. */
  private wake(roomId: string, ms: number, fn: () => Promise<unknown>) {
    this.stopClock(roomId);
    if (this.closed) return;
    this.clocks.set(
      roomId,
      setTimeout(() => {
        this.clocks.delete(roomId);
        fn().catch((err: unknown) => this.deps.log.error({ err, roomId }, 'battle clock failed'));
      }, ms),
    );
  }

  stopClock(roomId: string) {
    const timer = this.clocks.get(roomId);
    if (timer) clearTimeout(timer);
    this.clocks.delete(roomId);
  }

  close() {
    this.closed = true;
    this.clocks.forEach(clearTimeout);
    this.extras.forEach(clearTimeout);
    this.clocks.clear();
    this.extras.clear();
  }
}
