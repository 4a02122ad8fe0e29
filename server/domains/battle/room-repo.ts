import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { BattleRoom, BattleSnapshot, BattleVerdict } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { battleAnswers, battlePlayers, battleRooms } from './schema';
import { fail } from '../../http/api-error';
import { questionView } from './battle-questions';
import { potOf } from './battle-scoring';

export type RoomRow = typeof battleRooms.$inferSelect;
export type SeatRow = typeof battlePlayers.$inferSelect;

export async function loadRoom(db: DbOrTx, roomId: string): Promise<RoomRow | null> {
  const [room] = await db.select().from(battleRooms).where(eq(battleRooms.id, roomId));
  return room ?? null;
}

export function loadSeats(db: DbOrTx, roomId: string): Promise<SeatRow[]> {
  return db
    .select()
    .from(battlePlayers)
    .where(eq(battlePlayers.roomId, roomId))
    .orderBy(asc(battlePlayers.seat));
}

/**
 * The room locked FOR UPDATE (a start's fees, an end's payout) with its seats, in one round trip: the
 * seats are joined to the room row, and only the room row is locked, as before.
 */
export async function lockRoomWithSeats(
  tx: DbOrTx,
  roomId: string,
): Promise<{ room: RoomRow; seats: SeatRow[] } | null> {
  const rows = await tx
    .select({ room: battleRooms, seat: battlePlayers })
    .from(battleRooms)
    .leftJoin(battlePlayers, eq(battlePlayers.roomId, battleRooms.id))
    .where(eq(battleRooms.id, roomId))
    .orderBy(asc(battlePlayers.seat))
    .for('update', { of: battleRooms });
  if (rows.length === 0) return null;
  return { room: rows[0]!.room, seats: rows.flatMap((r) => (r.seat ? [r.seat] : [])) };
}

/** The room and the caller's seat; refuses strangers and deleted rooms with their own codes. */
export async function memberRoom(db: DbOrTx, roomId: string, userId: number) {
  const room = await loadRoom(db, roomId);
  if (!room) throw fail('roomInvalidCode');
  const seats = await loadSeats(db, roomId);
  const seat = seats.find((s) => s.userId === userId);
  if (!seat) throw fail('notRoomMember');
  if (room.state === 'deleted') throw fail('roomDeleted');
  return { room, seats, seat };
}

/** Seats that answered the room's current question. */
export async function answeredSeats(db: DbOrTx, room: RoomRow): Promise<Set<number>> {
  if (room.questionIndex < 0) return new Set();
  const rows = await db
    .select({ seat: battleAnswers.seat })
    .from(battleAnswers)
    .where(and(eq(battleAnswers.roomId, room.id), eq(battleAnswers.questionIndex, room.questionIndex)));
  return new Set(rows.map((r) => r.seat));
}

/** How many seats still in play have not answered question `index` of the room. */
export async function unansweredInPlay(db: DbOrTx, roomId: string, index: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(battlePlayers)
    .where(
      and(
        eq(battlePlayers.roomId, roomId),
        eq(battlePlayers.forfeited, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(battleAnswers)
            .where(
              and(
                eq(battleAnswers.roomId, battlePlayers.roomId),
                eq(battleAnswers.seat, battlePlayers.seat),
                eq(battleAnswers.questionIndex, index),
              ),
            ),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** The room as every member sees it. The current question goes out only while it can be answered. */
export function roomView(room: RoomRow, seats: SeatRow[], answered: Set<number>): BattleRoom {
  const live = room.state === 'started' || room.state === 'reveal';
  const question = live ? room.questions[room.questionIndex] : undefined;
  return {
    room_id: room.id,
    code: room.code ?? '',
    kind: room.kind,
    state: room.state,
    owner_id: room.ownerId,
    entry_fee: room.entryFee,
    pot: potOf(room.kind, room.entryFee, seats.filter((s) => !s.isBot).length),
    category_id: room.categoryId,
    max_players: room.maxPlayers,
    question_count: room.questions.length,
    seconds_per_question: room.secondsPerQuestion,
    players: seats.map((s) => ({
      seat: s.seat,
      user_id: s.userId ?? 0,
      is_bot: s.isBot,
      name: s.name,
      profile: s.profile,
      score: s.score,
      correct: s.correct,
      connected: s.leftAt === null,
      forfeited: s.forfeited,
      answered: live && answered.has(s.seat),
    })),
    question_index: room.questionIndex,
    question: question ? questionView(question) : null,
    deadline_at: room.state === 'started' && room.deadlineAt ? room.deadlineAt.getTime() : null,
    server_time: Date.now(),
  };
}

export async function loadRoomView(db: DbOrTx, roomId: string): Promise<BattleRoom | null> {
  const room = await loadRoom(db, roomId);
  if (!room) return null;
  return roomView(room, await loadSeats(db, roomId), await answeredSeats(db, room));
}

/** A (re)joining player's full state: the room plus its own verdicts, each with the answer it earned. */
export async function snapshotFor(db: DbOrTx, roomId: string, userId: number): Promise<BattleSnapshot> {
  const { room, seats, seat } = await memberRoom(db, roomId, userId);
  const mine = await db
    .select()
    .from(battleAnswers)
    .where(and(eq(battleAnswers.roomId, roomId), eq(battleAnswers.seat, seat.seat)))
    .orderBy(asc(battleAnswers.questionIndex));
  let running = 0;
  let correctCount = 0;
  const myAnswers: BattleVerdict[] = mine.map((a) => {
    running += a.points;
    if (a.correct) correctCount += 1;
    return {
      question_index: a.questionIndex,
      answer: a.answer,
      correct: a.correct,
      correct_answer: room.questions[a.questionIndex]?.answer ?? '',
      points: a.points,
      score: running,
      correct_count: correctCount,
    };
  });
  return {
    ...roomView(room, seats, await answeredSeats(db, room)),
    my_seat: seat.seat,
    my_answers: myAnswers,
  };
}
