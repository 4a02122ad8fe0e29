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

/** The statements of the room clock (see PreparedBatches); they run twice a question in every room. */
export const clockStatements = [close, open];

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
  const [result] = await batches.run(execute(close, roomId, index, revealEnds.getTime()));
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
    execute(open, roomId, previous, startedAt.getTime(), deadlineAt.getTime()),
  );
  return (result?.rowCount ?? 0) > 0;
}
