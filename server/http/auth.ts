import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { ApiError } from './api-error';

export type AuthUser = typeof users.$inferSelect;

const ISSUER = 'openquiz';

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

  /** Resolves the bearer token to its user, or throws a 401 ApiError. */
  async authenticate(db: Db, token: string): Promise<AuthUser> {
    let jti: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: 'api' });
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
    return row.user;
  }

  /** A short-lived proof that the embedded provider verified an identity (the "ID token"). */
  async issueIdentity(uid: string, email: string): Promise<string> {
    return new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience('identity')
      .setSubject(uid)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(this.key);
  }

  async verifyIdentity(token: string, uid: string): Promise<{ email: string }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: 'identity',
        subject: uid,
      });
      return { email: typeof payload.email === 'string' ? payload.email : '' };
    } catch {
      throw new ApiError('invalidIdentity');
    }
  }
}
