import { and, eq } from 'drizzle-orm';
import type { BattleKind } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { categories } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import type { SettingsStore } from '../settings';
import { categoryMode } from './battle-rules';
import { catalogueMode } from '../../../contract/modes';

/** Quiz zone categories (contract/modes.ts). */
const QUIZ_ZONE = catalogueMode('quiz_zone').categoryType;

/**
 * The category a battle is played in (0: every open category of the language). With the kind's category
 * mode off, whatever a client sent is ignored, so random searchers meet in one pool per language and fee;
 * with it on, a chosen category must be a quiz-zone category that is not premium (reference §3.9).
 */
export async function battleCategory(
  db: DbOrTx,
  settings: SettingsStore,
  kind: BattleKind,
  requested: number | undefined,
): Promise<number> {
  if (!requested || !(await categoryMode(settings, kind))) return 0;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(eq(categories.id, requested), eq(categories.type, QUIZ_ZONE), eq(categories.isPremium, false)),
    );
  if (!category) throw fail('battleCategoryUnavailable');
  return category.id;
}
