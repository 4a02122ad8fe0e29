/**
 * Every table, for drizzle-kit (drizzle.config.ts) and the migrations. Each domain owns its tables in
 * server/domains/<domain>/schema.ts (issue 15 §2); domain code imports its own schema, never this index.
 */
export * from '../domains/audit/schema';
export * from '../domains/badge/schema';
export * from '../domains/battle/schema';
export * from '../domains/catalogue/schema';
export * from '../domains/contest/schema';
export * from '../domains/exam/schema';
export * from '../domains/leaderboard/schema';
export * from '../domains/library/schema';
export * from '../domains/mail/schema';
export * from '../domains/notification/schema';
export * from '../domains/offline/schema';
export * from '../domains/payment/schema';
export * from '../domains/play/schema';
export * from '../domains/push/schema';
export * from '../domains/settings/schema';
export * from '../domains/share/schema';
export * from '../domains/user/schema';
export * from '../domains/wallet/schema';
