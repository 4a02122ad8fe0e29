import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * The contract binding at run time (CONTRACT_CHECK=on: tests, e2e and `npm run dev`): every answer the
 * server gives — an action's data, a socket acknowledgement, a pushed event — is parsed with its schema
 * from contract/ before it leaves, and a mismatch is a 500 that names the field, so a test that meets it
 * fails. Off in production, where the types alone keep the two sides together.
 */
export function checkAnswer(schema: z.ZodType, value: unknown, what: string): void {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  const at = issue?.path.length ? issue.path.join('.') : '(the whole answer)';
  throw new ApiError(
    'somethingWrong',
    500,
    undefined,
    `${what} breaks its contract at ${at}: ${issue?.message}`,
  );
}
