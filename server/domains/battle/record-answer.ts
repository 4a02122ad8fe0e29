import type { BattleVerdict, ServerEventData } from '../../../contract';
import { fail } from '../../http/api-error';
import { isCorrect } from '../play';
import type { BattleRules } from './battle-rules';
import { pointSteps } from './battle-scoring';
import { execute, prepared, type PreparedBatches } from './prepared-batch';
import type { RoomSetup } from './room-setup-cache';

export interface GivenAnswer {
  roomId: string;
  /** A player answers by user id (only a member's seat is found); the bot in the room's bot seat. */
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

const lockRoom = prepared(
  'battle_lock_room',
  ['uuid'],
  'SELECT 1 FROM battle_rooms WHERE id = $1 FOR NO KEY UPDATE',
);

const ms = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::bigint`;
/**
 * $1 room, $2 user (NULL: the bot's seat), $3 question index, $4 given answer, $5 correct?, $6 arrival
 * (ms), $7 grace (ms), $8/$9 the speed steps' limits and points in order, $10 points otherwise.
 */
const takeAnswer = prepared(
  'battle_take_answer',
  ['uuid', 'int', 'int', 'text', 'boolean', 'bigint', 'int', 'int[]', 'int[]', 'int'],
  `WITH room AS (
  SELECT state, question_index,
         deadline_at IS NOT NULL AND $6 <= ${ms('deadline_at')} + $7 AS in_time,
         $6 - coalesce(${ms('question_started_at')}, $6) AS elapsed_ms
    FROM battle_rooms WHERE id = $1
), seat AS (
  SELECT seat FROM battle_players WHERE room_id = $1 AND ($2 IS NULL AND is_bot OR user_id = $2)
), answer AS (
  INSERT INTO battle_answers (room_id, seat, question_index, answer, correct, points, elapsed_ms)
  SELECT $1, seat.seat, $3, $4, $5,
         coalesce((SELECT s.points FROM unnest($8, $9) WITH ORDINALITY AS s(within_ms, points, n)
                    WHERE room.elapsed_ms <= s.within_ms ORDER BY s.n LIMIT 1), $10),
         room.elapsed_ms
    FROM room, seat
   WHERE room.state = 'started' AND room.question_index = $3 AND room.in_time
  ON CONFLICT DO NOTHING
  RETURNING seat, points
), scored AS (
  UPDATE battle_players p
     SET score = p.score + answer.points, correct = p.correct + CASE WHEN $5 THEN 1 ELSE 0 END
    FROM answer
   WHERE p.room_id = $1 AND p.seat = answer.seat
  RETURNING p.score, p.correct
)
SELECT room.state, room.question_index, room.in_time, seat.seat, answer.points, scored.score, scored.correct,
       (SELECT count(*) FROM battle_players p
         WHERE p.room_id = $1 AND NOT p.forfeited AND p.seat IS DISTINCT FROM seat.seat
           AND NOT EXISTS (SELECT 1 FROM battle_answers a
                            WHERE a.room_id = p.room_id AND a.seat = p.seat AND a.question_index = $3)
       )::int AS waiting
  FROM (SELECT 1) one
  LEFT JOIN room ON true LEFT JOIN seat ON true LEFT JOIN answer ON true LEFT JOIN scored ON true`,
);

/** The statements recordAnswer EXECUTEs (see PreparedBatches). */
export const answerStatements = [lockRoom, takeAnswer];

/**
 * Records one answer to the room's current question and scores it in ONE round trip: a batch of two
 * prepared statements, which PostgreSQL runs as one transaction. The first locks the room row (the
 * question cannot close mid-answer, and answers of one room queue here); the second starts after the
 * lock with a fresh snapshot, so it sees every earlier answer of the room. It finds the seat (membership),
 * checks state, question and deadline + grace, inserts the answer (the (room, seat, question) key makes a
 * repeat count once: ON CONFLICT DO NOTHING), adds the points to the seat, and counts the in-play seats
 * still without an answer. Points are computed in SQL from the server-measured time with the steps of
 * battle-scoring.ts. Before: 10 round trips, the room's questions JSON read 3 times.
 */
export async function recordAnswer(
  batches: PreparedBatches,
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
  const [, outcome] = await batches.run<Outcome>(
    [
      execute(lockRoom, roomId),
      execute(
        takeAnswer,
        roomId,
        'userId' in by ? by.userId : null,
        index,
        given,
        correct,
        at,
        graceMs,
        steps.map((s) => s.withinMs),
        steps.map((s) => s.points),
        otherwise,
      ),
    ],
    roomId,
  );
  const row = outcome!.rows[0]!;
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
