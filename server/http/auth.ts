import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { ApiError } from './api-error';

export type AuthUser = typeof users.$inferSelect;

const ISSUER = 'openquiz';
// Only the algorithm we sign with is accepted: a token that names another one (HS512 with our secret, or
// an unsigned 'none') is refused whatever its claims say.
const ALGORITHMS = ['HS256'];

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

  async issue(db: DbOrTx, userId: number): Promise<string> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.ttlDays * 86_400_000);
    await db.insert(sessions).values({ id, userId, expiresAt });
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
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, jti), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) throw new ApiError('sessionInvalid', 401);
    if (row.user.status !== 1) throw new ApiError('deactivated', 401);
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

  /** A short-lived proof that the embedded provider verified an identity (the "ID token"). */
  async issueIdentity(uid: string, email: string, phone = ''): Promise<string> {
    return new SignJWT({ email, phone })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience('identity')
      .setSubject(uid)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(this.key);
  }

  async verifyIdentity(token: string, uid: string): Promise<{ email: string; phone: string }> {
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
      };
    } catch {
      throw new ApiError('invalidIdentity');
    }
  }
}
