import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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

/** Loads the demo Quiz Zone catalogue (seed/content/quiz-zone.<lang>.json). */
export async function seedQuizZone(tx: Tx): Promise<void> {
  const file = path.join(contentDir, 'quiz-zone.en.json');
  const content = fileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const [language] = await tx.select().from(languages).where(eq(languages.code, content.language));
  if (!language) throw new Error(`Unknown content language ${content.language}`);
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
        rowOrder: order + 1,
      })
      .returning();
    if (!category) throw new Error(`could not insert ${cat.slug}`);
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
