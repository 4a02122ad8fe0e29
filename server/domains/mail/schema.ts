import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * The mail domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/**
 * The development mailbox: with no SMTP_URL, mails land here (and in the server log) for the operator to
 * read (`npm run admin -- mailbox`), so a fresh `npm start` works end to end.
 */
export const mailbox = pgTable(
  'mailbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mailbox_recipient_idx').on(t.recipient, t.id)],
);
