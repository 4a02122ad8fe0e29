import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { codes, type UserRole } from '../../../contract';
import type { Tx } from '../../db/client';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { containsPattern } from '../../lib/like';
import { recordAudit } from '../audit';
import { recentPayments } from '../payment';
import { recentGames } from '../play';
import { afterAccountDeleted, deleteAccount } from './account-deletion';
import { ACTIVE } from './account-status';
import { federatedIdentities, identities, users } from './schema';
import { listSessions } from './sessions';

type UserRow = typeof users.$inferSelect;

const sortable = {
  id: users.id,
  name: users.name,
  coins: users.coins,
  score: users.score,
  created_at: users.createdAt,
} as const;

const presentRow = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  mobile: u.mobile,
  role: u.role,
  status: u.status,
  coins: u.coins,
  score: u.score,
  created_at: u.createdAt.toISOString(),
});

/** The account, locked for the change; a missing one answers 131. */
async function lockUser(tx: Tx, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw fail('userMissing');
  return row;
}

/** The proven sign-in e-mail of an account (embedded or from a provider), or '' when it has none. */
async function verifiedEmail(tx: Tx, uid: string): Promise<string> {
  const [own] = await tx
    .select({ email: identities.email, at: identities.emailVerifiedAt })
    .from(identities)
    .where(eq(identities.uid, uid));
  if (own) return own.at ? own.email : '';
  const [federated] = await tx
    .select({ email: federatedIdentities.email })
    .from(federatedIdentities)
    .where(
      and(
        eq(federatedIdentities.uid, uid),
        eq(federatedIdentities.emailVerified, true),
        ne(federatedIdentities.email, ''),
      ),
    );
  return federated?.email ?? '';
}

/**
 * Locks every admin row (by id), before any other account row of a role change or a deletion: two
 * admins demoting each other at the same moment then queue here instead of deadlocking, and the second
 * sees the first's change (a re-checked row that is no longer an admin drops out of the list).
 */
async function lockAdmins(tx: Tx) {
  return tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
}

/** Refuses to take away the admin role of the last active admin. */
function keepOneAdmin(admins: { id: number; status: number }[], target: UserRow): void {
  if (target.role !== 'admin') return;
  if (!admins.some((a) => a.id !== target.id && a.status === ACTIVE)) throw fail('lastAdmin');
}

/** The console's players section (issue 17). Admins only; every write is audited. */
export const adminUserHandlers: HandlerMap = {
  async admin_list_users(ctx, input) {
    const filters: SQL[] = [];
    if (input.status)
      filters.push(input.status === 'active' ? eq(users.status, ACTIVE) : ne(users.status, ACTIVE));
    if (input.role) filters.push(eq(users.role, input.role));
    if (input.q) {
      const like = containsPattern(input.q);
      const id = /^\d{1,9}$/.test(input.q) ? Number(input.q) : 0;
      filters.push(
        sql`(${users.name} ILIKE ${like} OR ${users.email} ILIKE ${like} OR ${users.mobile} ILIKE ${like} OR ${users.id} = ${id})`,
      );
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const direction = input.order === 'asc' ? asc : desc;
    const [rows, [count]] = await Promise.all([
      ctx.db
        .select()
        .from(users)
        .where(where)
        .orderBy(direction(sortable[input.sort ?? 'id']), direction(users.id))
        .limit(input.limit)
        .offset(input.offset),
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ]);
    return { data: { rows: rows.map(presentRow), total: count?.n ?? 0 } };
  },

  async admin_get_user(ctx, input) {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, input.user_id));
    if (!user) throw fail('userMissing');
    const [identity] = await ctx.db
      .select({ email: identities.email, at: identities.emailVerifiedAt })
      .from(identities)
      .where(eq(identities.uid, user.uid));
    const [sessions, games, payments] = await Promise.all([
      listSessions(ctx.db, user.id, ''),
      recentGames(ctx.db, user.id),
      recentPayments(ctx.db, user.id),
    ]);
    return {
      data: {
        user: {
          ...presentRow(user),
          login_type: user.loginType,
          login_email: identity?.email ?? '',
          email_verified: !!identity?.at,
          refer_code: user.referCode,
          profile: user.profile,
        },
        sessions,
        games,
        payments,
      },
    };
  },

  async admin_revoke_sessions(ctx, input) {
    const ended = await ctx.db.transaction(async (tx) => {
      await lockUser(tx, input.user_id);
      const n = await ctx.tokens.revoke(tx, input.user_id);
      await recordAudit(tx, ctx, {
        action: 'admin_revoke_sessions',
        targetType: 'user',
        targetId: input.user_id,
        before: null,
        after: { sessions_ended: n },
      });
      return n;
    });
    // After the commit: the player's open sockets close too (every process), not only their tokens.
    ctx.userEvents.revoked(input.user_id);
    return { data: { user_id: input.user_id, sessions_ended: ended }, message: codes.updated };
  },

  async admin_set_role(ctx, input) {
    const role: UserRole = input.role;
    const changed = await ctx.db.transaction(async (tx) => {
      const admins = await lockAdmins(tx);
      const target = await lockUser(tx, input.user_id);
      if (target.id === ctx.user.id && role !== target.role) throw fail('cannotChangeOwnRole');
      if (target.role !== role) {
        if (role !== 'player' && !(await verifiedEmail(tx, target.uid))) throw fail('roleNeedsVerifiedEmail');
        if (role !== 'admin') keepOneAdmin(admins, target);
        await tx.update(users).set({ role }).where(eq(users.id, target.id));
      }
      await recordAudit(tx, ctx, {
        action: 'admin_set_role',
        targetType: 'user',
        targetId: target.id,
        before: { role: target.role },
        after: { role },
      });
      return target.role !== role;
    });
    return { data: { user_id: input.user_id, role, changed }, message: codes.updated };
  },

  async admin_delete_user(ctx, input) {
    if (input.user_id === ctx.user.id) throw fail('cannotDeleteSelf');
    const deleted = await ctx.db.transaction(async (tx) => {
      const admins = await lockAdmins(tx);
      const target = await lockUser(tx, input.user_id);
      keepOneAdmin(admins, target);
      await recordAudit(tx, ctx, {
        action: 'admin_delete_user',
        targetType: 'user',
        targetId: target.id,
        before: { name: target.name, email: target.email, role: target.role, coins: target.coins },
        after: null,
      });
      await deleteAccount(tx, target);
      return target;
    });
    await afterAccountDeleted(ctx, deleted);
    return { data: { user_id: input.user_id, deleted: true as const }, message: codes.updated };
  },
};
