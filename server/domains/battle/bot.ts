import { randomInt } from 'node:crypto';
import type { BattleQuestion } from './schema';
import type { BattleTimings } from './battle-rules';

/** The bot's name; clients show their translated "Bot" label from `is_bot`. */
export const BOT_NAME = 'Quiz Bot';
/** How often the bot is right: beatable, but not a pushover. */
const BOT_ACCURACY = 0.6;

/**
 * The bot's move on a question: a human-like think time inside the question's window and an answer
 * that is right about 60 % of the time. It reads the stored answer only to decide to miss it.
 */
export function botMove(question: BattleQuestion, windowMs: number, timings: BattleTimings) {
  const high = Math.max(timings.botMinMs + 1, Math.min(timings.botMaxMs, windowMs - 100));
  const delayMs = randomInt(timings.botMinMs, high);
  const wrong = question.options.map((o) => o.key).filter((k) => k !== question.answer);
  const right = wrong.length === 0 || randomInt(1000) < BOT_ACCURACY * 1000;
  const answer = right ? question.answer : (wrong[randomInt(wrong.length)] ?? question.answer);
  return { delayMs, answer };
}
