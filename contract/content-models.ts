import { z } from 'zod';
import { questionKindNames } from './models';

export { questionKindNames, type QuestionKindName } from './models';

/**
 * The console's content models (issue 17): questions of every kind as an editor reads and writes them,
 * the scopes they belong to, and the importer's preview. Kinds are the stored question kinds
 * (server/domains/catalogue/schema.ts `questionKinds`, docs/content-format.md).
 */
/** Category types that hold questions an editor writes (contract/modes.ts `categoryType`). */
export const contentModeNames = [
  'quiz_zone',
  'fun_and_learn',
  'guess_the_word',
  'audio',
  'maths',
  'multi_match',
] as const;
export type ContentModeName = (typeof contentModeNames)[number];

export const adminQuestionRowSchema = z.object({
  id: z.number(),
  question: z.string(),
  kind: z.enum(questionKindNames),
  /** The category's type (contract/modes.ts). */
  type: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  subcategory_id: z.number().nullable(),
  subcategory_name: z.string(),
  language_id: z.number(),
  language: z.string(),
  level: z.number(),
  has_image: z.boolean(),
  has_audio: z.boolean(),
});
export type AdminQuestionRow = z.infer<typeof adminQuestionRowSchema>;

export const adminPassageSchema = z.object({
  id: z.number(),
  title: z.string(),
  detail: z.string(),
  video: z.string(),
  pdf: z.string(),
});

/** One question as the editor form needs it: options as texts and answers as 0-based indexes. */
export const adminQuestionSchema = adminQuestionRowSchema.extend({
  options: z.array(z.string()),
  answers: z.array(z.number()),
  word: z.string(),
  pairs: z.array(z.string()),
  note: z.string(),
  /** As stored (a /media path or a URL), and as the browser loads it. */
  image: z.string(),
  image_url: z.string(),
  audio: z.string(),
  audio_url: z.string(),
  passage: adminPassageSchema.nullable(),
  /** The question this one translates (the group's first), null for an original. */
  translation_of: z.number().nullable(),
  /** The other language versions of this question, side by side in the editor. */
  translations: z.array(adminQuestionRowSchema.extend({ options: z.array(z.string()), word: z.string() })),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const questionScopesSchema = z.object({
  languages: z.array(z.object({ id: z.number(), name: z.string(), code: z.string() })),
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      type: z.number(),
      language_id: z.number(),
      subcategories: z.array(z.object({ id: z.number(), name: z.string() })),
      passages: z.array(
        z.object({ id: z.number(), title: z.string(), subcategory_id: z.number().nullable() }),
      ),
    }),
  ),
  /** The public `content_version` setting: offline packs and catalogue caches refresh when it moves. */
  content_version: z.number(),
});
export type QuestionScopes = z.infer<typeof questionScopesSchema>;

const issue = z.object({ line: z.number(), message: z.string() });
export const importPreviewSchema = z.object({
  /** True when nothing was written: a dry run, or a file with problems. */
  dry_run: z.boolean(),
  questions: z.number(),
  /** How many questions per mode and category the file holds. */
  groups: z.array(z.object({ mode: z.string(), category: z.string(), questions: z.number() })),
  /** The first questions of the file, as a table preview. */
  sample: z.array(
    z.object({
      line: z.number(),
      mode: z.string(),
      kind: z.string(),
      category: z.string(),
      level: z.number(),
      question: z.string(),
    }),
  ),
  issues: z.array(issue),
  /** After a real run: what was written (questions already there are skipped). */
  written: z
    .object({ categories: z.number(), subcategories: z.number(), questions: z.number(), skipped: z.number() })
    .nullable(),
  content_version: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
