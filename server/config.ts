import path from 'node:path';
import { z } from 'zod';
import type { BattleTimings } from './domains/battle/battle-env';
import { checkPushEnv, pushEnv } from './domains/push/push-env';
import { checkStorageEnv, storageEnv } from './domains/storage/storage-env';

const battleTimingKeys = [
  'graceMs',
  'revealMs',
  'rejoinMs',
  'searchMs',
  'questionMs',
  'botMinMs',
  'botMaxMs',
] as const satisfies readonly (keyof BattleTimings)[];

/** `searchMs=3000,revealMs=800`: a shorter battle clock for tests and demos; each key at most once. */
const battleTimings = z
  .string()
  .optional()
  .transform((text, ctx): Partial<BattleTimings> => {
    const timings: Partial<BattleTimings> = {};
    for (const part of (text ?? '').split(',').map((p) => p.trim())) {
      if (part === '') continue;
      const [key = '', value = '', ...rest] = part.split('=').map((p) => p.trim());
      const known = (battleTimingKeys as readonly string[]).includes(key);
      if (!known || key in timings) {
        ctx.addIssue({
          code: 'custom',
          message: known
            ? `${key} is given twice`
            : `unknown key "${key}" (known: ${battleTimingKeys.join(', ')})`,
        });
      } else if (rest.length > 0 || !/^\d+$/.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `${key} must be a whole number of milliseconds, not "${value}"`,
        });
      } else {
        timings[key as keyof BattleTimings] = Number(value);
      }
    }
    return timings;
  });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** Connections each process keeps to PostgreSQL; N processes need N × this in max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  /** Several server processes share live battles through Redis (Socket.IO Redis adapter). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// (or rediss://)')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must have at least 32 characters').optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How often each process checks that its sockets' sessions are still live (changes made elsewhere). */
  SESSION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often (ms) the contest job sends "has started" reminders and settles ended contests. */
  CONTEST_JOB_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /**
   * The embedded engine flushes each commit to disk (server/db/durable-fs.ts). 'off' only for throwaway
   * data (the e2e servers): a power cut can then lose or corrupt the database.
   */
  DB_FSYNC: z.enum(['on', 'off']).default('on'),
  /** 'on' only behind a reverse proxy: client addresses then come from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  DEMO_MODE: z.enum(['on', 'off']).default('off'),
  /** 'on' in tests and development: every answer is checked against its contract schema (contract-check.ts). */
  CONTRACT_CHECK: z.enum(['on', 'off']).default('off'),
  /** Mail (verification, password reset) through this SMTP server; without it, the development mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The sender of those mails, e.g. `OpenQuiz <no-reply@quiz.example.com>`. */
  MAIL_FROM: z.string().optional(),
  /** Phone sign-in codes by SMS through Twilio (all three, or none: the development mailbox). */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sending number (E.164) or messaging service SID. */
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  ADMIN_EMAILS: z.string().default(''),
  /** Shorter battle clocks for tests and demos, e.g. `searchMs=3000,revealMs=800` (milliseconds). */
  BATTLE_TIMINGS: battleTimings,
  /** The built web app to serve; `npm run build` writes ./dist. */
  DIST_DIR: z.string().optional(),
  // Web Push (VAPID) and, when configured, Firebase Cloud Messaging: server/domains/push/push-env.ts.
  ...pushEnv,
  // Uploaded pictures in an S3-compatible bucket: server/domains/storage/storage-env.ts.
  ...storageEnv,
});

export type Config = z.infer<typeof schema> & { dataDir: string; distDir: string };

/** Links in mails name the site by PUBLIC_URL, never by a request's Host header (a reset-link thief's). */
function checkMailEnv(
  env: {
    SMTP_URL?: string;
    PUBLIC_URL?: string;
    TWILIO_ACCOUNT_SID?: string;
    TWILIO_AUTH_TOKEN?: string;
    TWILIO_FROM?: string;
  },
  ctx: z.RefinementCtx,
): void {
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].filter(Boolean).length;
  if (twilio !== 0 && twilio !== 3)
    ctx.addIssue({
      code: 'custom',
      path: ['TWILIO_ACCOUNT_SID'],
      message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together (all three, or none)',
    });
  if (env.SMTP_URL && !env.PUBLIC_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'PUBLIC_URL is required with SMTP_URL: the links in mails are made from it',
    });
}

/** Reads and validates the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema
    .superRefine((value, ctx) => {
      checkPushEnv(value, ctx);
      checkMailEnv(value, ctx);
      checkStorageEnv(value, ctx);
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    distDir: parsed.data.DIST_DIR
      ? path.resolve(parsed.data.DIST_DIR)
      : path.resolve(import.meta.dirname, '..', 'dist'),
  };
}
