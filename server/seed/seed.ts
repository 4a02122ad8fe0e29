import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { languages, settings, uiLanguages, webSettings } from '../db/schema';
import { pageDefaults, settingDefaults, webSettingDefaults } from '../domains/settings';
import { seedDemoContests } from './demo-contests';
import { seedDemoExam } from '../domains/exam';
import { demoContentFiles, installDemoMedia, seedContentFile } from './demo-content';
import { readUiLanguagePacks } from './ui-language-packs';

const SEED_LOCK = 7_265_923;

export interface SeedOptions {
  /** Where the demo media are copied for /media/ (the data directory's media folder). */
  mediaDir: string;
}

/**
 * Idempotent start-up seeding: defaults are inserted when missing (an operator's edits survive),
 * UI language packs follow the code, demo content files are imported when they change.
 */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await installDemoMedia(options.mediaDir);
  // One transaction under an advisory lock: processes starting together seed once, and a failed seed
  // leaves nothing half-written.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedDefaults(tx);
    // A demo file is imported again only when its content changed (the import adds only what is new),
    // so content added in a later release reaches existing installs too.
    for (const { name, text } of await demoContentFiles()) {
      const key = `demo_content:${name}`;
      const hash = createHash('sha256').update(text).digest('hex');
      const [loaded] = await tx.select().from(settings).where(eq(settings.key, key));
      if (loaded?.value === hash) continue;
      await seedContentFile(tx, name, text);
      await tx
        .insert(settings)
        .values({ key, value: hash })
        .onConflictDoUpdate({ target: settings.key, set: { value: hash } });
    }
    await seedDemoContests(tx);
    await seedDemoExam(tx);
  });
}

async function seedDefaults(tx: Tx): Promise<void> {
  await tx
    .insert(settings)
    .values([
      ...Object.entries(settingDefaults).map(([key, def]) => ({ key, value: def.value })),
      ...Object.entries(pageDefaults).map(([type, html]) => ({ key: `page_${type}`, value: html })),
    ])
    .onConflictDoNothing();
  await tx
    .insert(webSettings)
    .values(Object.entries(webSettingDefaults).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await tx
    .insert(languages)
    .values([
      { language: 'English', code: 'en', status: 1, defaultActive: true },
      { language: 'العربية', code: 'ar', status: 1, defaultActive: false },
      { language: 'Français', code: 'fr', status: 1, defaultActive: false },
    ])
    .onConflictDoNothing();
  for (const pack of await readUiLanguagePacks()) {
    await tx
      .insert(uiLanguages)
      .values(pack)
      .onConflictDoUpdate({
        target: uiLanguages.name,
        set: {
          title: pack.title,
          version: pack.version,
          rtl: pack.rtl,
          isDefault: pack.isDefault,
          strings: pack.strings,
        },
        // A release that changes any shipped string (a pack or a feature's strings) updates the pack.
        setWhere: sql`${uiLanguages.version} <> ${pack.version} OR ${uiLanguages.strings} <> ${JSON.stringify(pack.strings)}::jsonb`,
      });
  }
}
