import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { ApiError, fail } from '../../http/api-error';

/** What a checked Firebase ID token says about the person signing in. */
export interface FirebaseClaims {
  subject: string;
  email: string;
  emailVerified: boolean;
  /** E.164, when the provider was Firebase's phone sign-in. */
  phone: string;
  name: string;
  /** Firebase's sign-in provider, e.g. google.com, apple.com, password, phone. */
  provider: string;
}

/** The key set could not be fetched (network, timeout, an error page), as opposed to a bad token. */
function keysUnreachable(err: unknown): boolean {
  if (err instanceof errors.JWKSTimeout || err instanceof TypeError) return true;
  return err instanceof errors.JOSEError && /JSON Web Key Set HTTP response/.test(err.message);
}

/** SPEC's login `type` for a Firebase sign-in provider (user_signup's enum). */
export function loginTypeOf(provider: string): string {
  if (provider === 'google.com') return 'gmail';
  if (provider === 'apple.com') return 'apple';
  if (provider === 'facebook.com') return 'fb';
  if (provider === 'phone') return 'mobile';
  return 'email';
}

/**
 * Checks Firebase ID tokens as Firebase's documentation prescribes: RS256 only, signed by one of the
 * published keys (fetched from `keysUrl` and cached by jose, refetched for an unknown key id), audience =
 * the project id, issuer = https://securetoken.google.com/<project>, not expired, issued and
 * authenticated in the past, a non-empty subject. firebase-admin does the same checks, but through
 * x509 certificates at a fixed Google URL that tests could not point at a local key set.
 */
export class FirebaseTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;
  constructor(
    private readonly projectId: string,
    keysUrl: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(keysUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  }

  async verify(token: string): Promise<FirebaseClaims> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        algorithms: ['RS256'],
        audience: this.projectId,
        issuer: `https://securetoken.google.com/${this.projectId}`,
        requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
        clockTolerance: 5,
      }));
    } catch (err) {
      // Google's keys out of reach is the server's trouble, not a bad token: say so as a 503.
      if (keysUnreachable(err)) throw new ApiError('providerUnavailable', 503);
      throw fail('providerTokenInvalid');
    }
    const authTime = Number(payload.auth_time);
    if (!payload.sub || payload.sub.length > 128 || !(authTime <= Date.now() / 1000 + 5))
      throw fail('providerTokenInvalid');
    const firebase = (payload.firebase ?? {}) as { sign_in_provider?: unknown };
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      subject: payload.sub,
      email: text(payload.email).trim().slice(0, 254),
      emailVerified: payload.email_verified === true,
      phone: text(payload.phone_number),
      name: text(payload.name).trim().slice(0, 60),
      provider: text(firebase.sign_in_provider),
    };
  }
}
