import { execute, prepared, type PreparedBatches } from './prepared-batch';

/** A time in ms as timestamptz, exactly (no floating-point seconds). */
const at = (param: string) => `'epoch'::timestamptz + ${param} * interval '1 millisecond'`;

const close = prepared(
  'battle_close_question',
  ['uuid', 'int', 'bigint'],
  `UPDATE battle_rooms SET state = 'reveal', deadline_at = ${at('$3')}
    WHERE id = $1 AND state = 'started' AND question_index = $2 RETURNING id`,
);

const open = prepared(
  'battle_open_question',
  ['uuid', 'int', 'bigint', 'bigint'],
  `UPDATE battle_rooms
      SET state = 'started', question_index = $2 + 1, question_started_at = ${at('$3')}, deadline_at = ${at('$4')}
    WHERE id = $1 AND state = 'reveal' AND question_index = $2 RETURNING id`,
);

/** $2 NULL: the room ends wherever it is in play (a forfeit); else only from question $2's reveal. */
const finish = prepared(
  'battle_finish_room',
  ['uuid', 'int', 'bigint'],
  `UPDATE battle_rooms SET state = 'finished', deadline_at = NULL, finished_at = ${at('$3')}
    WHERE id = $1 AND CASE WHEN $2 IS NULL THEN state IN ('started', 'reveal')
                           ELSE state = 'reveal' AND question_index = $2 END
    RETURNING id`,
);

/** The statements of the room clock (see PreparedBatches); they run twice a question in every room. */
export const clockStatements = [close, open, finish];

/**
 * Question `index` ends: the room shows its reveal until `revealEnds`. Conditional on the room still
 * being on that question, so of a timer and a last answer (or two processes) exactly one moves it.
 */
export async function closeQuestionRow(
  batches: PreparedBatches,
  roomId: string,
  index: number,
  revealEnds: Date,
) {
  const [result] = await batches.run([execute(close, roomId, index, revealEnds.getTime())], roomId);
  return (result?.rowCount ?? 0) > 0;
}

/** After the reveal of `previous`, the next question opens with its window; conditional likewise. */
export async function openQuestionRow(
  batches: PreparedBatches,
  roomId: string,
  previous: number,
  startedAt: Date,
  deadlineAt: Date,
) {
  const [result] = await batches.run(
    [execute(open, roomId, previous, startedAt.getTime(), deadlineAt.getTime())],
    roomId,
  );
  return (result?.rowCount ?? 0) > 0;
}

/**
 * The room ends, once: from the reveal of question `afterReveal` (the clock's end of the last question),
 * or from anywhere in play when it is undefined. Batched with the answers like the other transitions:
 * a thousand rooms ending together were a thousand queries queued ahead of every answer.
 */
export async function finishRoomRow(
  batches: PreparedBatches,
  roomId: string,
  afterReveal: number | undefined,
  finishedAt: Date,
) {
  const [result] = await batches.run(
    [execute(finish, roomId, afterReveal ?? null, finishedAt.getTime())],
    roomId,
  );
  return (result?.rowCount ?? 0) > 0;
}
