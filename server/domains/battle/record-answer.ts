import { escapeLiteral, type Pool, type QueryResult } from 'pg';
import type { BattleVerdict, ServerEventData } from '../../../contract';
import type { Db } from '../../db/client';
import { fail } from '../../http/api-error';
import { isCorrect } from '../play/question-kinds';
import type { BattleRules } from './battle-rules';
import { pointSteps } from './battle-scoring';
import type { RoomSetup } from './room-setup-cache';

export interface GivenAnswer {
  roomId: string;
  /** A player answers by user id (only a member's seat is found); the bot by its seat. */
  by: { userId: number } | { bot: true };
  index: number;
  given: string;
  /** Arrival time (server clock, ms): the deadline and the speed bonus are measured from it. */
  at: number;
}

export interface RecordedAnswer {
  verdict: BattleVerdict;
  progress: ServerEventData<'battle:progress'>;
  /** This answer was the last one the question waited for: it can close now. */
  everyoneAnswered: boolean;
}

interface Outcome {
  state: string | null;
  question_index: number | null;
  in_time: boolean | null;
  seat: number | null;
  points: number | null;
  score: number | null;
  correct: number | null;
  waiting: number;
}

const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};
const num = (n: number) => {
  if (!Number.isFinite(n)) throw new Error(`not a number: ${n}`);
  return String(n);
};
const ms = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::bigint`;

/**
 * Records one answer to the room's current question and scores it in ONE round trip: a simple-protocol
 * query of two statements, which PostgreSQL runs as one transaction. The first locks the room row (the
 * question cannot close mid-answer, and answers of one room queue here); the second starts after the
 * lock with a fresh snapshot, so it sees every earlier answer of the room. It finds the seat (membership),
 * checks state, question and deadline + grace, inserts the answer (the (room, seat, question) key makes a
 * repeat count once: ON CONFLICT DO NOTHING), adds the points to the seat, and counts the in-play seats
 * still without an answer. Points are computed in SQL from the server-measured time with the steps of
 * battle-scoring.ts. The values are inlined as literals (the simple protocol takes no parameters): ids and
 * numbers are checked integers, the only text goes through pg's escapeLiteral.
 * On the embedded database (one connection) this is 1 round trip instead of 10, and nothing holds the
 * connection between round trips.
 */
export async function recordAnswer(
  db: Db,
  setup: RoomSetup,
  rules: BattleRules,
  graceMs: number,
  { roomId, by, index, given, at }: GivenAnswer,
): Promise<RecordedAnswer> {
  // PostgreSQL text cannot hold NUL; such an answer is a malformed payload, not a server error.
  if (given.includes('\u0000')) throw fail('missingField');
  const question = setup.questions[index];
  const correct = question !== undefined && isCorrect(question, given);
  const { steps, otherwise } = pointSteps(correct, rules);
  const points = steps.length
    ? `CASE ${steps.map((s) => `WHEN room.elapsed_ms <= ${num(s.withinMs)} THEN ${num(s.points)}`).join(' ')} ELSE ${num(otherwise)} END`
    : num(otherwise);
  const room = escapeLiteral(roomId);
  const whose = 'userId' in by ? `user_id = ${int(by.userId)}` : 'is_bot';
  const text = `
SELECT 1 FROM battle_rooms WHERE id = ${room} FOR NO KEY UPDATE;
WITH room AS (
  SELECT state, question_index,
         deadline_at IS NOT NULL AND ${int(at)} <= ${ms('deadline_at')} + ${int(graceMs)} AS in_time,
         ${int(at)} - coalesce(${ms('question_started_at')}, ${int(at)}) AS elapsed_ms
    FROM battle_rooms WHERE id = ${room}
), seat AS (
  SELECT seat FROM battle_players WHERE room_id = ${room} AND ${whose}
), answer AS (
  INSERT INTO battle_answers (room_id, seat, question_index, answer, correct, points, elapsed_ms)
  SELECT ${room}, seat.seat, ${int(index)}, ${escapeLiteral(given)}, ${correct}, ${points}, room.elapsed_ms
    FROM room, seat
   WHERE room.state = 'started' AND room.question_index = ${int(index)} AND room.in_time
  ON CONFLICT DO NOTHING
  RETURNING seat, points
), scored AS (
  UPDATE battle_players p
     SET score = p.score + answer.points, correct = p.correct + ${correct ? 1 : 0}
    FROM answer
   WHERE p.room_id = ${room} AND p.seat = answer.seat
  RETURNING p.score, p.correct
)
SELECT room.state, room.question_index, room.in_time, seat.seat, answer.points, scored.score, scored.correct,
       (SELECT count(*) FROM battle_players p
         WHERE p.room_id = ${room} AND NOT p.forfeited AND p.seat IS DISTINCT FROM seat.seat
           AND NOT EXISTS (SELECT 1 FROM battle_answers a
                            WHERE a.room_id = p.room_id AND a.seat = p.seat AND a.question_index = ${int(index)})
       )::int AS waiting
  FROM (SELECT 1) one
  LEFT JOIN room ON true LEFT JOIN seat ON true LEFT JOIN answer ON true LEFT JOIN scored ON true`;
  const pool = (db as Db & { $client: Pool }).$client;
  const results = (await pool.query(text)) as unknown as QueryResult<Outcome>[];
  const row = results[1]!.rows[0]!;
  refuse(row, index);
  if (row.points === null) throw fail('questionAnswered');
  const seat = row.seat!;
  const score = row.score!;
  const correctCount = row.correct!;
  return {
    verdict: {
      question_index: index,
      answer: given,
      correct,
      correct_answer: question!.answer,
      points: row.points,
      score,
      correct_count: correctCount,
    },
    progress: { room_id: roomId, seat, question_index: index, score, correct: correctCount },
    everyoneAnswered: row.waiting === 0,
  };
}

/** Why an answer was not taken, in the order the rules are checked; nothing when it was in time. */
function refuse({ state, question_index: current, in_time, seat }: Outcome, index: number) {
  if (state === null || current === null) throw fail('roomInvalidCode');
  if (seat === null) throw fail('notRoomMember');
  if (state === 'deleted') throw fail('roomDeleted');
  if (state === 'waiting' || state === 'finished') throw fail('battleNotInPlay');
  if (index < current || (index === current && state === 'reveal')) throw fail('answerLate');
  if (index > current) throw fail('notCurrentQuestion');
  if (!in_time) throw fail('answerLate');
}
