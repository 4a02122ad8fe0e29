import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { auditRows, dataOf, notificationsOf } from './admin-support';
import { startLevel, submit } from './play-helpers';
import { balanceAndLedger } from './wallet-support';

// The console's players section (issue 17): list, profile, coins, sessions, roles, deletion.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t?.close());

const adjust = (userId: number, amount: number, reason = 'Support ticket', id = randomUUID()) =>
  post(t.app, 'admin_adjust_coins', { user_id: userId, amount, reason, adjustment_id: id }, admin.token);

describe('admin_list_users', () => {
  it('searches name, e-mail and phone, filters status and role, sorts and pages on the server', async () => {
    const tag = randomUUID().slice(0, 8);
    const a = await signUp(t.app, `Zebra ${tag}`);
    const b = await signUp(t.app, `Yak ${tag}`);
    await t.database.db.execute(
      sql`UPDATE users SET mobile = ${`+3361${tag.replace(/\D/g, '0')}`} WHERE id = ${b.user.id}`,
    );
    await ok(
      t.app,
      'admin_adjust_coins',
      { user_id: b.user.id, amount: 500, reason: 'r', adjustment_id: `${tag}-x` },
      admin.token,
    );

    const byName = await ok(t.app, 'admin_list_users', { q: tag, sort: 'coins', order: 'desc' }, admin.token);
    expect(byName.total).toBe(2);
    expect(byName.rows.map((r) => r.id)).toEqual([b.user.id, a.user.id]);
    expect(byName.rows[0]).toMatchObject({ name: `Yak ${tag}`, role: 'player', status: 1, coins: 510 });

    const byEmail = await ok(t.app, 'admin_list_users', { q: a.email.toUpperCase() }, admin.token);
    expect(byEmail.rows.map((r) => r.id)).toEqual([a.user.id]);
    const byPhone = await ok(
      t.app,
      'admin_list_users',
      { q: `+3361${tag.replace(/\D/g, '0')}` },
      admin.token,
    );
    expect(byPhone.rows.map((r) => r.id)).toEqual([b.user.id]);
    const byId = await ok(t.app, 'admin_list_users', { q: String(a.user.id) }, admin.token);
    expect(byId.rows.map((r) => r.id)).toContain(a.user.id);

    const paged = await ok(
      t.app,
      'admin_list_users',
      { q: tag, sort: 'name', order: 'asc', limit: 1, offset: 1 },
      admin.token,
    );
    expect([paged.total, paged.rows.map((r) => r.id)]).toEqual([2, [a.user.id]]);

    await ok(t.app, 'admin_set_user_status', { user_id: a.user.id, status: '0' }, admin.token);
    const inactive = await ok(t.app, 'admin_list_users', { q: tag, status: 'deactivated' }, admin.token);
    expect(inactive.rows.map((r) => r.id)).toEqual([a.user.id]);
    const admins = await ok(t.app, 'admin_list_users', { role: 'admin' }, admin.token);
    expect(admins.rows.map((r) => r.id)).toContain(admin.user.id);
    expect(admins.rows.every((r) => r.role === 'admin')).toBe(true);
  });

  it('refuses an unknown sort column or filter with a clear error', async () => {
    const bad = await post(t.app, 'admin_list_users', { sort: 'password' }, admin.token);
    expect(bad.body).toMatchObject({ error: true, message: codes.missingField });
    const role = await post(t.app, 'admin_list_users', { role: 'root' }, admin.token);
    expect(role.body.error).toBe(true);
  });
});

describe('admin_get_user and the ledger', () => {
  it('shows profile, sessions, games, payouts and a paged coin history', async () => {
    const p = await signUp(t.app, 'Profiled');
    const attempt = await startLevel(t.app, p.token);
    await submit(t.app, t.database, p.token, attempt, attempt.questions.length);
    const detail = await ok(t.app, 'admin_get_user', { user_id: p.user.id }, admin.token);
    expect(detail.user).toMatchObject({
      id: p.user.id,
      name: 'Profiled',
      login_email: p.email,
      email_verified: true,
    });
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect(detail.games[0]).toMatchObject({ id: attempt.attempt_id, status: 'graded' });
    expect(detail.payments).toEqual([]);
    const ledger = await ok(t.app, 'admin_list_user_ledger', { user_id: p.user.id, limit: 1 }, admin.token);
    expect(ledger.total).toBeGreaterThanOrEqual(1);
    expect(ledger.rows).toHaveLength(1);
    const missing = await post(t.app, 'admin_get_user', { user_id: 9_999_999 }, admin.token);
    expect(missing.body).toMatchObject({ error: true, message: codes.userMissing });
  });
});

describe('admin_adjust_coins', () => {
  it('credits and debits through the ledger with a reason, notifies, audits', async () => {
    const p = await signUp(t.app);
    const credit = await adjust(p.user.id, 90, 'Lost game refund');
    expect(credit.body).toMatchObject({ error: false, data: { coins: 100, applied: true } });
    const debit = await adjust(p.user.id, -40, 'Duplicate refund');
    expect(debit.body).toMatchObject({ error: false, data: { coins: 60, applied: true } });
    expect(await balanceAndLedger(t, p.user.id)).toMatchObject({ coins: 60, ledger: 60 });
    const history = await ok(t.app, 'get_tracker_data', {}, p.token);
    expect(history.slice(0, 2).map((h) => [h.reason, h.amount])).toEqual([
      ['adminDebit', -40],
      ['adminGrant', 90],
    ]);
    const audits = await auditRows(t, 'admin_adjust_coins', p.user.id);
    expect(audits.map((a) => a.after)).toMatchObject([
      { amount: 90, coins: 100, reason: 'Lost game refund', applied: true },
      { amount: -40, coins: 60, reason: 'Duplicate refund', applied: true },
    ]);
    expect(audits[0]).toMatchObject({ actor_id: admin.user.id, before: { coins: 10 } });
    const notes = await notificationsOf(t, p.user.id);
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining(['You received 90 coins', '40 coins were taken from your wallet']),
    );
  });

  it('a double click (same adjustment id) applies once, even at the same moment', async () => {
    const p = await signUp(t.app);
    const id = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => adjust(p.user.id, 25, 'Gift', id)));
    expect(results.every((r) => !r.body.error)).toBe(true);
    expect(results.filter((r) => (dataOf(r.body) as { applied: boolean }).applied)).toHaveLength(1);
    expect(await balanceAndLedger(t, p.user.id)).toMatchObject({ coins: 35, ledger: 35, entries: 2 });
    expect((await notificationsOf(t, p.user.id)).filter((n) => n.type === 'coins')).toHaveLength(1);
  });

  it('a debit below zero, a zero amount, no reason or no player is refused and writes nothing', async () => {
    const p = await signUp(t.app);
    expect((await adjust(p.user.id, -11)).body).toMatchObject({ error: true, message: codes.notEnoughCoins });
    expect((await adjust(p.user.id, 0)).body).toMatchObject({ error: true, message: codes.missingField });
    expect((await adjust(p.user.id, 5, '  ')).body).toMatchObject({
      error: true,
      message: codes.missingField,
    });
    const noKey = await post(
      t.app,
      'admin_adjust_coins',
      { user_id: p.user.id, amount: 5, reason: 'x' },
      admin.token,
    );
    expect(noKey.body).toMatchObject({ error: true, message: codes.missingField });
    expect((await adjust(9_999_999, 5)).body).toMatchObject({ error: true, message: codes.userMissing });
    expect(await balanceAndLedger(t, p.user.id)).toMatchObject({ coins: 10, entries: 1 });
    expect(await auditRows(t, 'admin_adjust_coins', p.user.id)).toEqual([]);
  });
});

describe('admin_revoke_sessions', () => {
  it('ends every session of the player and audits it', async () => {
    const p = await signUp(t.app);
    const done = await ok(t.app, 'admin_revoke_sessions', { user_id: p.user.id }, admin.token);
    expect(done.sessions_ended).toBeGreaterThanOrEqual(1);
    const after = await post(t.app, 'get_user_by_id', {}, p.token);
    expect(after.body.error).toBe(true);
    expect((await ok(t.app, 'admin_get_user', { user_id: p.user.id }, admin.token)).sessions).toEqual([]);
    expect(await auditRows(t, 'admin_revoke_sessions', p.user.id)).toHaveLength(1);
    const missing = await post(t.app, 'admin_revoke_sessions', { user_id: 9_999_999 }, admin.token);
    expect(missing.body).toMatchObject({ error: true, message: codes.userMissing });
  });
});

describe('admin_set_role', () => {
  it('grants a role to a verified account only, and the new role works at once', async () => {
    const unverified = await signUp(t.app, 'Unverified', { verified: false });
    const refused = await post(
      t.app,
      'admin_set_role',
      { user_id: unverified.user.id, role: 'editor' },
      admin.token,
    );
    expect(refused.body).toMatchObject({ error: true, message: codes.roleNeedsVerifiedEmail });
    expect(await auditRows(t, 'admin_set_role', unverified.user.id)).toEqual([]);

    const p = await signUp(t.app, 'Future editor');
    expect(await ok(t.app, 'admin_set_role', { user_id: p.user.id, role: 'editor' }, admin.token)).toEqual({
      user_id: p.user.id,
      role: 'editor',
      changed: true,
    });
    expect((await ok(t.app, 'get_user_by_id', {}, p.token)).role).toBe('editor');
    // An editor may not manage players.
    expect((await post(t.app, 'admin_list_users', {}, p.token)).status).toBe(403);
    await ok(t.app, 'admin_set_role', { user_id: p.user.id, role: 'player' }, admin.token);
    expect((await auditRows(t, 'admin_set_role', p.user.id)).map((a) => [a.before, a.after])).toEqual([
      [{ role: 'player' }, { role: 'editor' }],
      [{ role: 'editor' }, { role: 'player' }],
    ]);
    const bad = await post(t.app, 'admin_set_role', { user_id: p.user.id, role: 'owner' }, admin.token);
    expect(bad.body).toMatchObject({ error: true, message: codes.missingField });
  });

  it('an admin cannot change their own role, and two admins demoting each other leave one admin', async () => {
    const self = await post(t.app, 'admin_set_role', { user_id: admin.user.id, role: 'player' }, admin.token);
    expect(self.body).toMatchObject({ error: true, message: codes.cannotChangeOwnRole });

    // Two admins in all (this file makes no other): each tries to demote the other at the same moment.
    const b = await signUpAdmin(t);
    const [ab, ba] = await Promise.all([
      post(t.app, 'admin_set_role', { user_id: b.user.id, role: 'player' }, admin.token),
      post(t.app, 'admin_set_role', { user_id: admin.user.id, role: 'player' }, b.token),
    ]);
    try {
      expect([ab.body.message, ba.body.message].sort()).toEqual([codes.updated, codes.lastAdmin].sort());
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${admin.user.id}`);
    }
  });
});

describe('admin_delete_user', () => {
  it('deletes the player and what is theirs, audited; not oneself', async () => {
    const p = await signUp(t.app, 'Leaving');
    await adjust(p.user.id, 15);
    const done = await ok(t.app, 'admin_delete_user', { user_id: p.user.id }, admin.token);
    expect(done).toEqual({ user_id: p.user.id, deleted: true });
    expect((await post(t.app, 'get_user_by_id', {}, p.token)).body.error).toBe(true);
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT (SELECT count(*) FROM users WHERE id = ${p.user.id}) + (SELECT count(*) FROM coin_ledger WHERE user_id = ${p.user.id})
            + (SELECT count(*) FROM identities WHERE email = ${p.email}) AS n`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    expect(await auditRows(t, 'admin_delete_user', p.user.id)).toMatchObject([
      { before: { name: 'Leaving', coins: 25, role: 'player' }, after: null },
    ]);
    // The address can sign up again.
    await signUp(t.app, 'Back', { email: p.email });
    const self = await post(t.app, 'admin_delete_user', { user_id: admin.user.id }, admin.token);
    expect(self.body).toMatchObject({ error: true, message: codes.cannotDeleteSelf });
    const missing = await post(t.app, 'admin_delete_user', { user_id: 9_999_999 }, admin.token);
    expect(missing.body).toMatchObject({ error: true, message: codes.userMissing });
  });
});
