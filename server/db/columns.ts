import { timestamp } from 'drizzle-orm/pg-core';

/** The creation time column most tables carry: shared by every domain's schema. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
