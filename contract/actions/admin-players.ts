import { z } from 'zod';
import { action, userRoles } from '../action-def';
import { adminPageOf } from '../admin-models';
import {
  adminLedgerRowSchema,
  adminPaymentRowSchema,
  adminUserDetailSchema,
  adminUserRowSchema,
  dashboardSchema,
  userStatuses,
} from '../admin-player-models';
import { int, text } from '../fields';
import { coinGrantSchema } from '../wallet-models';
import { adminTable, none } from './common';

/** An optional choice among values, where '' (an unset filter) means none. */
const optEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

/** Chosen by the operator's client once per change, so a retried or double-clicked request applies once. */
const idempotencyKey = () =>
  z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/);

const adminRead = {
  auth: 'admin',
  rate: 'read',
  cache: 'network',
  offline: 'online',
  implemented: true,
} as const;
const adminWrite = { ...adminRead, rate: 'write' } as const;

/** The console's dashboard, players and payouts (issue 17). Admins only. */
export const adminPlayerActions = {
  /** Counts for the dashboard: players, games today by mode, ledger totals, queues, 14-day series. */
  admin_get_dashboard: action({ ...adminRead, payload: none, data: dashboardSchema }),
  /** Players by name, e-mail or phone; filter by status and role. */
  admin_list_users: action({
    ...adminRead,
    payload: z.object({
      ...adminTable(['id', 'name', 'coins', 'score', 'created_at'] as const),
      status: optEnum(userStatuses),
      role: optEnum(userRoles),
    }),
    data: adminPageOf(adminUserRowSchema),
  }),
  /** One player's profile, live sessions, recent games and payout requests. */
  admin_get_user: action({
    ...adminRead,
    payload: z.object({ user_id: int(1) }),
    data: adminUserDetailSchema,
  }),
  /** A player's coin ledger, newest first, paged. */
  admin_list_user_ledger: action({
    ...adminRead,
    payload: z.object({ ...adminTable(['created_at'] as const), user_id: int(1) }),
    data: adminPageOf(adminLedgerRowSchema),
  }),
  /**
   * Credits (positive) or debits (negative) a player's coins through the ledger, with the operator's
   * reason; a debit never takes the balance below 0 (201). The same adjustment_id applies once.
   */
  admin_adjust_coins: action({
    ...adminWrite,
    payload: z.object({
      user_id: int(1),
      amount: int(-1_000_000, 1_000_000).refine((n) => n !== 0, 'must not be 0'),
      reason: text(200),
      adjustment_id: idempotencyKey(),
    }),
    data: coinGrantSchema,
  }),
  /** Ends every session of the player (their devices are signed out; their sockets close). */
  admin_revoke_sessions: action({
    ...adminWrite,
    payload: z.object({ user_id: int(1) }),
    data: z.object({ user_id: z.number(), sessions_ended: z.number() }),
  }),
  /**
   * Makes an account a player, an editor or an admin. An operator role needs a verified sign-in
   * e-mail; an admin cannot change their own role, and the last admin stays an admin.
   */
  admin_set_role: action({
    ...adminWrite,
    payload: z.object({ user_id: int(1), role: z.enum(userRoles) }),
    data: z.object({ user_id: z.number(), role: z.enum(userRoles), changed: z.boolean() }),
  }),
  /** Deletes a player's account and everything that is theirs, as their own deletion does. Not oneself. */
  admin_delete_user: action({
    ...adminWrite,
    payload: z.object({ user_id: int(1) }),
    data: z.object({ user_id: z.number(), deleted: z.literal(true) }),
  }),
  /** Redeem requests: by default the pending ones, oldest first (the queue). */
  admin_list_payments: action({
    ...adminRead,
    payload: z.object({
      ...adminTable(['created_at', 'coin_used', 'id'] as const),
      status: optEnum(['pending', 'completed', 'rejected', 'cancelled'] as const),
      user_id: z.preprocess((v) => (v === '' ? undefined : v), int(1).optional()),
    }),
    data: adminPageOf(adminPaymentRowSchema),
  }),
} as const;
