import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { categories, languages, questions, subcategories } from '../db/schema';

const KEYS = ['a', 'b', 'c', 'd', 'e'] as const;

const questionSchema = z.object({
  question: z.string().min(1),
  options: z.array(z.string().min(1)).min(2).max(5),
  answer: z.number().int().min(0),
  note: z.string().optional(),
  image: z.string().optional(),
});
const fileSchema = z.object({
  language: z.string(),
  categories: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      image: z.string().optional(),
      is_premium: z.boolean().optional(),
      coins: z.number().int().min(0).optional(),
      subcategories: z.array(
        z.object({
          name: z.string(),
          slug: z.string(),
          image: z.string().optional(),
          levels: z.array(z.array(questionSchema)),
        }),
      ),
    }),
  ),
});

const contentDir = path.join(import.meta.dirname, 'content');

/** Copies the demo category art to the media folder; run at every start, so a new DATA_DIR has it too. */
export async function installDemoMedia(mediaDir: string): Promise<void> {
  const out = path.join(mediaDir, 'categories');
  await mkdir(out, { recursive: true });
  const images = path.join(contentDir, 'images');
  for (const file of await readdir(images)) await copyFile(path.join(images, file), path.join(out, file));
}

/** The demo Quiz Zone files, the base one (quiz-zone.en.json) first, then the others by name. */
export async function demoContentFiles(): Promise<string[]> {
  const files = (await readdir(contentDir)).filter((f) => /^quiz-zone\..+\.json$/.test(f));
  return files.sort((a, b) => a.split('.').length - b.split('.').length || a.localeCompare(b));
}

/**
 * Loads one demo Quiz Zone file. Categories go after those already there; a category whose slug
 * exists is left as it is (an operator may have edited it).
 */
export async function seedQuizZoneFile(tx: Tx, fileName: string): Promise<void> {
  const content = fileSchema.parse(JSON.parse(await readFile(path.join(contentDir, fileName), 'utf8')));
  const [language] = await tx.select().from(languages).where(eq(languages.code, content.language));
  if (!language) throw new Error(`Unknown content language ${content.language} in ${fileName}`);
  const [last] = await tx
    .select({ order: max(categories.rowOrder) })
    .from(categories)
    .where(eq(categories.type, 1));
  const firstOrder = (last?.order ?? 0) + 1;
  for (const [order, cat] of content.categories.entries()) {
    const [category] = await tx
      .insert(categories)
      .values({
        languageId: language.id,
        type: 1,
        name: cat.name,
        slug: cat.slug,
        image: cat.image ?? '',
        isPremium: cat.is_premium ?? false,
        coins: cat.coins ?? 0,
        rowOrder: firstOrder + order,
      })
      .onConflictDoNothing()
      .returning();
    if (!category) continue;
    for (const [subOrder, sub] of cat.subcategories.entries()) {
      const [subcategory] = await tx
        .insert(subcategories)
        .values({
          categoryId: category.id,
          languageId: language.id,
          name: sub.name,
          slug: sub.slug,
          image: sub.image ?? '',
          rowOrder: subOrder + 1,
        })
        .returning();
      if (!subcategory) throw new Error(`could not insert ${sub.slug}`);
      const rows = sub.levels.flatMap((level, i) =>
        level.map((q) => {
          const key = KEYS[q.answer];
          if (!key || q.answer >= q.options.length) throw new Error(`Answer out of range: ${q.question}`);
          return {
            categoryId: category.id,
            subcategoryId: subcategory.id,
            languageId: language.id,
            question: q.question,
            questionType: q.options.length === 2 ? 2 : 1,
            options: q.options.map((text, j) => ({ key: KEYS[j] as string, text })),
            answer: key,
            level: i + 1,
            note: q.note ?? '',
            image: q.image ?? '',
          };
        }),
      );
      if (rows.length > 0) await tx.insert(questions).values(rows);
    }
  }
}
