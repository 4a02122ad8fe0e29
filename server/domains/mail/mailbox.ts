import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailbox } from './schema';

/** The newest development-mailbox mails to an address (no SMTP configured), newest first. */
export function mailsTo(db: Db, email: string, limit = 5) {
  return db
    .select()
    .from(mailbox)
    .where(sql`lower(${mailbox.recipient}) = lower(${email.trim()})`)
    .orderBy(desc(mailbox.id))
    .limit(limit);
}
