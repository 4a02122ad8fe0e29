import { and, eq, sql } from 'drizzle-orm';
import type { Attempt } from '../../../contract';
import { questions } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import type { UserContext } from '../../http/context';
import {
  categoryBySlug,
  hasUnlocked,
  subcategoryBySlug,
  unlockedLevel,
  contentLanguageId,
} from '../catalogue';
import type { SettingKey } from '../settings';
import { issueAttempt } from './issue-attempt';
import { randomQuestions } from './question-pool';

export interface LevelMode {
  modeType: number;
  quizType: string;
  size: SettingKey;
  seconds: SettingKey;
  /** The quiz zone's lifelines; other levelled modes have none. */
  lifelineCost?: SettingKey;
}

export interface LevelRequest {
  category: string;
  subcategory?: string;
  level: number;
  language_id?: number;
}

/**
 * A level of a levelled mode (quiz zone, multi match): premium categories must be unlocked and the
 * level reached (DESIGN §10: we enforce what the original left to the client).
 */
export async function levelQuiz(ctx: UserContext, input: LevelRequest, mode: LevelMode): Promise<Attempt> {
  const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
  const category = await categoryBySlug(ctx.db, mode.modeType, input.category, languageId);
  const subcategory = input.subcategory
    ? await subcategoryBySlug(ctx.db, category.id, input.subcategory)
    : null;
  const subId = subcategory?.id ?? 0;
  if (category.isPremium && !(await hasUnlocked(ctx.db, ctx.user.id, category.id)))
    throw fail('premiumLocked');
  if (input.level > (await unlockedLevel(ctx.db, ctx.user.id, category.id, subId))) throw fail('levelLocked');
  const rows = await randomQuestions(
    ctx.db,
    and(
      eq(questions.categoryId, category.id),
      subcategory ? eq(questions.subcategoryId, subId) : sql`${questions.subcategoryId} IS NULL`,
      eq(questions.level, input.level),
    ),
    await ctx.settings.num(mode.size),
  );
  return issueAttempt(ctx, {
    quizType: mode.quizType,
    title: subcategory ? `${category.name} · ${subcategory.name}` : category.name,
    categoryId: category.id,
    subcategoryId: subId,
    categorySlug: category.slug,
    subcategorySlug: subcategory?.slug,
    level: input.level,
    rows,
    secondsPerQuestion: await ctx.settings.num(mode.seconds),
    lifelineCost: mode.lifelineCost ? await ctx.settings.num(mode.lifelineCost) : 0,
  });
}
