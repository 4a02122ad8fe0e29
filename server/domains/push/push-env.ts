import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** What firebase-admin needs from a service account file; the rest of the file is not kept. */
export interface FirebaseServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

// The messages never quote the value: a service account holds a private key, and Node's JSON.parse
// errors quote the text around the fault.
const serviceAccount = z
  .string()
  .optional()
  .transform((value, ctx): FirebaseServiceAccount | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    let text = value.trim();
    if (!text.startsWith('{')) {
      try {
        text = readFileSync(text, 'utf8');
      } catch {
        ctx.addIssue({ code: 'custom', message: `cannot read the file ${value.trim()}` });
        return z.NEVER;
      }
    }
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not a JSON service account (a path or the JSON itself)' });
      return z.NEVER;
    }
    const { project_id, client_email, private_key } = json ?? {};
    if (
      typeof project_id !== 'string' ||
      typeof client_email !== 'string' ||
      typeof private_key !== 'string'
    ) {
      ctx.addIssue({ code: 'custom', message: 'needs project_id, client_email and private_key' });
      return z.NEVER;
    }
    return { projectId: project_id, clientEmail: client_email, privateKey: private_key };
  });

/** The web app's public Firebase config, as the Firebase console shows it, plus `vapidKey` for getToken. */
const webConfig = z
  .string()
  .optional()
  .transform((value, ctx): Record<string, string> | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not JSON' });
      return z.NEVER;
    }
    const parsed = z.record(z.string(), z.string()).safeParse(json);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of strings' });
      return z.NEVER;
    }
    const missing = ['apiKey', 'projectId', 'messagingSenderId', 'appId'].filter((k) => !parsed.data[k]);
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', message: `lacks ${missing.join(', ')}` });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The push settings of the environment, spread into the server's configuration schema. */
export const pushEnv = {
  /** The contact in the VAPID claims, `mailto:` or `https:`; push services may write to it. */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'PUSH_SUBJECT must be mailto:someone@example.com or https://…')
    .optional(),
  /** 'on' accepts http://127.0.0.1 and http://localhost push endpoints: tests and development only. */
  PUSH_ALLOW_LOOPBACK: z.enum(['on', 'off']).default('off'),
  /** A service account (path to its JSON file, or the JSON): pushes go through Firebase Cloud Messaging. */
  FIREBASE_SERVICE_ACCOUNT: serviceAccount,
  FIREBASE_WEB_CONFIG: webConfig,
  /**
   * Firebase Auth sign-in on the login page, by provider (`google,apple,github,microsoft,facebook,
   * twitter`); empty: none (the buttons are absent and the firebase package never loads). Needs
   * FIREBASE_WEB_CONFIG. ID tokens are checked against the keys at FIREBASE_AUTH_KEYS_URL.
   */
  FIREBASE_AUTH_PROVIDERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((p) => p.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['google', 'apple', 'github', 'microsoft', 'facebook', 'twitter']))),
  /** Google's published keys for Firebase ID tokens (JWKS); tests serve a local key set instead. */
  FIREBASE_AUTH_KEYS_URL: z
    .string()
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
};

/** Firebase needs both halves: the server's credentials and the config the browsers get. */
export function checkPushEnv(
  env: {
    FIREBASE_SERVICE_ACCOUNT?: unknown;
    FIREBASE_WEB_CONFIG?: unknown;
    FIREBASE_AUTH_PROVIDERS?: string[];
  },
  ctx: z.RefinementCtx,
): void {
  const signIn = (env.FIREBASE_AUTH_PROVIDERS?.length ?? 0) > 0;
  if (signIn && !env.FIREBASE_WEB_CONFIG)
    ctx.addIssue({
      code: 'custom',
      path: ['FIREBASE_WEB_CONFIG'],
      message: 'Firebase sign-in (FIREBASE_AUTH_PROVIDERS) needs FIREBASE_WEB_CONFIG',
    });
  // A web config alone is Firebase sign-in without FCM push; a service account alone is a mistake.
  if (
    !env.FIREBASE_SERVICE_ACCOUNT !== !env.FIREBASE_WEB_CONFIG &&
    !(signIn && !env.FIREBASE_SERVICE_ACCOUNT)
  )
    ctx.addIssue({
      code: 'custom',
      path: [env.FIREBASE_SERVICE_ACCOUNT ? 'FIREBASE_WEB_CONFIG' : 'FIREBASE_SERVICE_ACCOUNT'],
      message: 'Firebase push needs both FIREBASE_SERVICE_ACCOUNT and FIREBASE_WEB_CONFIG',
    });
}
