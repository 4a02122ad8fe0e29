import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneCodes } from './schema';
import { fail } from '../../http/api-error';
import { ensureServerSecret } from './token-secret';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_ATTEMPTS = 5;
/** Codes one number may be sent in an hour: SMS cost money, and a number is no one's inbox to flood. */
export const MAX_CODES_PER_HOUR = 5;

const secrets = new WeakMap<Db, Promise<string>>();
const secretOf = (db: Db) => {
  let secret = secrets.get(db);
  if (!secret) secrets.set(db, (secret = ensureServerSecret(db, 'phone_code_secret')));
  return secret;
};
const digest = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest();

/**
 * A new six-digit code for the number, refused within a minute of the last one (298) and beyond five an
 * hour (299). Earlier codes stop working: only the newest code of a number opens anything.
 */
export async function issueCode(db: Db, phone: string): Promise<string> {
  const secret = await secretOf(db);
  return db.transaction(async (tx) => {
    // One issuer at a time per number, so two quick requests cannot both pass the checks below.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [last] = await tx
      .select({ at: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, phone))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    if (last && Date.now() - last.at.getTime() < RESEND_AFTER_MS) throw fail('codeTooSoon');
    const [recent] = await tx
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, hourAgo)));
    if ((recent?.n ?? 0) >= MAX_CODES_PER_HOUR) throw fail('tooManyCodes');
    const now = new Date();
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(phoneCodes).values({
      phone,
      codeHash: digest(secret, phone, code).toString('base64url'),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return code;
  });
}

/**
 * Checks a code against the number's newest live code. Every try is counted by the one UPDATE that takes
 * it (attempts below five, unused, unexpired), so parallel guesses cannot exceed five; the right code is
 * used up by a second conditional UPDATE, so it signs in once. Wrong → 300; none left → 301.
 */
export async function checkCode(db: Db, phone: string, code: string): Promise<void> {
  const secret = await secretOf(db);
  const live = and(
    eq(phoneCodes.phone, phone),
    isNull(phoneCodes.usedAt),
    gt(phoneCodes.expiresAt, new Date()),
    lt(phoneCodes.attempts, MAX_ATTEMPTS),
  );
  const [newest] = await db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(live)
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!newest) throw fail('codeExpired');
  const [tried] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, newest.id), live))
    .returning({ hash: phoneCodes.codeHash, attempts: phoneCodes.attempts });
  if (!tried) throw fail('codeExpired');
  const expected = Buffer.from(tried.hash, 'base64url');
  if (!timingSafeEqual(expected, digest(secret, phone, code)))
    throw fail(tried.attempts >= MAX_ATTEMPTS ? 'codeExpired' : 'codeWrong');
  const [used] = await db
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneCodes.id, newest.id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  if (!used) throw fail('codeExpired');
}
