import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReportStatus } from '../../../contract/site-models';
import { createdAt } from '../../db/columns';
import { questions } from '../catalogue/schema';
import { userRef, users } from '../user/schema';

/**
 * The library domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: userRef(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('bookmarks_type_idx').on(t.userId, t.type),
  ],
);

export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** open until an operator resolves or dismisses it; reporting again opens it again. */
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('question_reports_user_question_idx').on(t.userId, t.questionId),
    index('question_reports_status_idx').on(t.status, t.questionId),
  ],
);
