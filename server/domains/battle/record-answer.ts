import { and, eq, sql } from 'drizzle-orm';
import type { BattleVerdict, ServerEventData } from '../../../contract';
import type { Db } from '../../db/client';
import { battleAnswers, battlePlayers, battleRooms } from '../../db/schema';
import { fail } from '../../http/api-error';
import { isCorrect } from '../play/question-kinds';
import type { BattleRules } from './battle-rules';
import { answerPoints } from './battle-scoring';

export interface GivenAnswer {
  roomId: string;
  seat: number;
  index: number;
  given: string;
}

/**
 * Records one seat's answer to the current question and scores it, in one transaction. The time is the
 * server's at arrival; the window is the stored deadline plus the grace; the (room, seat, question) key
 * makes a repeat count once. The room row is share-locked so the question cannot close mid-answer.
 * The rules are read by the caller before: a settings refresh inside the transaction would wait for a
 * pool connection this transaction holds (the embedded database has only one).
 */
export async function recordAnswer(
  db: Db,
  rules: BattleRules,
  graceMs: number,
  { roomId, seat, index, given }: GivenAnswer,
): Promise<{ verdict: BattleVerdict; progress: ServerEventData<'battle:progress'> }> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const [room] = await tx.select().from(battleRooms).where(eq(battleRooms.id, roomId)).for('share');
    if (!room) throw fail('roomInvalidCode');
    if (room.state === 'deleted') throw fail('roomDeleted');
    if (room.state === 'waiting' || room.state === 'finished') throw fail('battleNotInPlay');
    if (index < room.questionIndex || (index === room.questionIndex && room.state === 'reveal'))
      throw fail('answerLate');
    if (index > room.questionIndex) throw fail('notCurrentQuestion');
    if (!room.deadlineAt || now > room.deadlineAt.getTime() + graceMs) throw fail('answerLate');

    const question = room.questions[index]!;
    const correct = isCorrect(question, given);
    const elapsedMs = now - (room.questionStartedAt?.getTime() ?? now);
    const points = answerPoints(correct, elapsedMs, rules);
    const [inserted] = await tx
      .insert(battleAnswers)
      .values({ roomId, seat, questionIndex: index, answer: given, correct, points, elapsedMs })
      .onConflictDoNothing()
      .returning({ seat: battleAnswers.seat });
    if (!inserted) throw fail('questionAnswered');
    const [player] = await tx
      .update(battlePlayers)
      .set({
        score: sql`${battlePlayers.score} + ${points}`,
        correct: sql`${battlePlayers.correct} + ${correct ? 1 : 0}`,
      })
      .where(and(eq(battlePlayers.roomId, roomId), eq(battlePlayers.seat, seat)))
      .returning();
    const { score, correct: correctCount } = player!;
    return {
      verdict: {
        question_index: index,
        answer: given,
        correct,
        correct_answer: question.answer,
        points,
        score,
        correct_count: correctCount,
      },
      progress: { room_id: roomId, seat, question_index: index, score, correct: correctCount },
    };
  });
}
