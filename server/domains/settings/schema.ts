import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The settings domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const webSettings = pgTable('web_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** UI translation packs served by get_system_language_json. */
export const uiLanguages = pgTable('ui_languages', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  version: text('version').notNull(),
  rtl: boolean('rtl').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  status: integer('status').notNull().default(1),
  strings: jsonb('strings').$type<Record<string, string>>().notNull(),
});
