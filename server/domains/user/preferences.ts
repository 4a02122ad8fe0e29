import { eq, sql } from 'drizzle-orm';
import { preferenceKeys, RESET, type PreferenceKey } from '../../../contract/preference-keys';
import {
  preferencesSchema,
  type Preferences,
  type SavedPreferences,
} from '../../../contract/preference-models';
import type { DbOrTx } from '../../db/client';
import { playerPreferences, users } from './schema';

/** What set_preferences was given, already checked: a value per key, or RESET to forget the choice. */
export type PreferencePatch = { [K in PreferenceKey]?: Preferences[K] | typeof RESET };

/**
 * The saved document as the contract describes it. A key the schema no longer knows (or a value it no
 * longer allows, after an upgrade) is left out rather than failing the player's every sign-in.
 */
function present(stored: unknown, updatedAt: Date | null): SavedPreferences {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const preferences: Record<string, unknown> = {};
  for (const key of preferenceKeys) {
    const one = preferencesSchema.shape[key].safeParse(raw[key]);
    if (one.success && one.data !== undefined) preferences[key] = one.data;
  }
  return { preferences: preferences as Preferences, updated_at: updatedAt?.toISOString() ?? '' };
}

export async function readPlayerPreferences(db: DbOrTx, userId: number): Promise<SavedPreferences> {
  const [row] = await db
    .select({ preferences: playerPreferences.preferences, updatedAt: playerPreferences.updatedAt })
    .from(playerPreferences)
    .where(eq(playerPreferences.userId, userId));
  return present(row?.preferences ?? {}, row?.updatedAt ?? null);
}

/**
 * Merges a patch into the saved document in one statement: what is set is written over the stored keys
 * (jsonb ||), what is reset is removed (jsonb - text[]). Two devices changing different settings at the
 * same moment both keep their change; the same setting changed twice keeps the later write.
 */
export async function writePlayerPreferences(
  db: DbOrTx,
  userId: number,
  patch: PreferencePatch,
): Promise<SavedPreferences> {
  const set: Record<string, unknown> = {};
  const reset: string[] = [];
  for (const key of preferenceKeys) {
    const value = patch[key];
    if (value === undefined) continue;
    if (value === RESET) reset.push(key);
    else set[key] = value;
  }
  const json = JSON.stringify(set);
  const forget = sql`ARRAY[${sql.join(
    reset.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const [row] = await db
    .insert(playerPreferences)
    .values({ userId, preferences: set as Preferences })
    .onConflictDoUpdate({
      target: playerPreferences.userId,
      set: {
        preferences: reset.length
          ? sql`(${playerPreferences.preferences} || ${json}::jsonb) - ${forget}`
          : sql`${playerPreferences.preferences} || ${json}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ preferences: playerPreferences.preferences, updatedAt: playerPreferences.updatedAt });
  if (typeof patch.ui_language === 'string' && patch.ui_language !== RESET)
    // Mail, SMS and broadcasts address the player in the language they chose.
    await db.update(users).set({ webLanguage: patch.ui_language }).where(eq(users.id, userId));
  return present(row?.preferences ?? {}, row?.updatedAt ?? null);
}
