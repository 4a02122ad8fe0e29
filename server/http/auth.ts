import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { ApiError } from './api-error';

export type AuthUser = typeof users.$inferSelect;

const ISSUER = 'openquiz';
// Only the algorithm we sign with is accepted: a token that names another one (HS512 with our secret, or
// an unsigned 'none') is refused whatever its claims say.
const ALGORITHMS = ['HS256'];
/** A session that still signs in: not revoked, not expired (sign-in, the socket sweep, the devices list). */
export const liveSession = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** How stale a session's "last seen" may get before a request writes it again. */
const LAST_SEEN_STEP_MS = 5 * 60_000;

/** A signed-in request: the user and the session its token names (sign-out revokes that one). */
export interface Authenticated {
  user: AuthUser;
  sessionId: string;
}

/** Signs and checks bearer tokens: a JWT whose jti names a session row, so tokens expire and revoke. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlDays: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A new session; `device` is the label shown in the player's list of sessions ("Firefox on Linux"). */
  async issue(db: DbOrTx, userId: number, device = ''): Promise<string> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.ttlDays * 86_400_000);
    await db.insert(sessions).values({ id, userId, expiresAt, device });
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience('api')
      .setSubject(String(userId))
      .setJti(id)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  /** Resolves the bearer token to its user and session, or throws a 401 ApiError. */
  async authenticate(db: Db, token: string): Promise<Authenticated> {
    let jti: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: 'api',
        algorithms: ALGORITHMS,
      });
      jti = payload.jti;
    } catch {
      throw new ApiError('sessionInvalid', 401);
    }
    if (!jti) throw new ApiError('sessionInvalid', 401);
    const [row] = await db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, jti), liveSession()))
      .limit(1);
    if (!row) throw new ApiError('sessionInvalid', 401);
    if (row.user.status !== 1) throw new ApiError('deactivated', 401);
    // "Last seen" for the list of sessions: one write every few minutes per session, not per request.
    const now = Date.now();
    if (now - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS)
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, jti));
    return { user: row.user, sessionId: jti };
  }

  /**
   * Ends sessions in the caller's transaction: one (sign-out) or all of a user's (sign-out everywhere, a
   * new password, a ban). Tokens naming them fail at once, since every request reads its session row.
   */
  async revoke(db: DbOrTx, userId: number, sessionId?: string): Promise<number> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          sessionId ? eq(sessions.id, sessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  /**
   * Of these sessions, the ones still usable: not revoked, not expired, their account active. The socket
   * server asks this now and then for the sockets it holds, so a change made outside this process (an
   * operator's deactivation from the command line) still closes them.
   */
  async liveSessions(db: Db, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, ids), liveSession(), eq(users.status, 1)));
    return new Set(rows.map((r) => r.id));
  }

  /** A short-lived proof that the embedded provider verified an identity (the "ID token"). */
  /** `loginType` names an outside provider's method (SPEC's `type`: gmail, apple…); '' for ours. */
  async issueIdentity(uid: string, email: string, phone = '', loginType = ''): Promise<string> {
    return new SignJWT({ email, phone, ...(loginType ? { login_type: loginType } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience('identity')
      .setSubject(uid)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(this.key);
  }

  async verifyIdentity(
    token: string,
    uid: string,
  ): Promise<{ email: string; phone: string; loginType: string }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: 'identity',
        subject: uid,
        algorithms: ALGORITHMS,
      });
      return {
        email: typeof payload.email === 'string' ? payload.email : '',
        phone: typeof payload.phone === 'string' ? payload.phone : '',
        loginType: typeof payload.login_type === 'string' ? payload.login_type : '',
      };
    } catch {
      throw new ApiError('invalidIdentity');
    }
  }
}
