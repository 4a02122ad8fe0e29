import { z } from 'zod';
import { userRoles } from './action-def';
import { sessionSchema } from './account-models';
import { paymentRequestSchema, trackerEntrySchema } from './wallet-models';

/** The console's dashboard, players and payouts (issue 17). */

/** A count per calendar day ('YYYY-MM-DD' in the system time zone), oldest first. */
export const daySeriesSchema = z.array(z.object({ day: z.string(), count: z.number() }));

export const dashboardSchema = z.object({
  players: z.object({
    total: z.number(),
    new_today: z.number(),
    new_7d: z.number(),
    /** Accounts with a session used or a game played today. */
    active_today: z.number(),
  }),
  /** Games finished today by mode: quiz types ('1', '1.1', 'contest'…), 'battle' and 'exam'. */
  games_today: z.array(z.object({ mode: z.string(), count: z.number() })),
  /** Ledger totals: coins credited (issued) and debited (spent), today and over 30 days. */
  coins: z.object({
    issued_today: z.number(),
    spent_today: z.number(),
    issued_30d: z.number(),
    spent_30d: z.number(),
  }),
  pending_payouts: z.object({ count: z.number(), coins: z.number() }),
  open_reports: z.number(),
  new_players_by_day: daySeriesSchema,
  games_by_day: daySeriesSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const userStatuses = ['active', 'deactivated'] as const;

/** One player in the console's list. */
export const adminUserRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(userRoles),
  /** 1 active, 0 deactivated. */
  status: z.number(),
  coins: z.number(),
  score: z.number(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** A game of the player's (an attempt of any quiz type, newest first). */
export const adminGameSchema = z.object({
  id: z.string(),
  quiz_type: z.string(),
  status: z.string(),
  score: z.number().nullable(),
  correct: z.number().nullable(),
  total: z.number(),
  created_at: z.string(),
});

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({
    login_type: z.string(),
    /** The sign-in e-mail (embedded identity), '' for other sign-ins; and whether it is proven. */
    login_email: z.string(),
    email_verified: z.boolean(),
    refer_code: z.string(),
    profile: z.string(),
  }),
  sessions: z.array(sessionSchema),
  games: z.array(adminGameSchema),
  payments: z.array(paymentRequestSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminLedgerRowSchema = trackerEntrySchema;

export const adminPaymentRowSchema = paymentRequestSchema.extend({
  user_id: z.number(),
  user_name: z.string(),
  user_email: z.string(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
