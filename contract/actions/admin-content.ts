import { z } from 'zod';
import { action } from '../action-def';
import { adminPageOf } from '../admin-models';
import {
  adminQuestionRowSchema,
  adminQuestionSchema,
  contentModeNames,
  importPreviewSchema,
  questionKindNames,
  questionScopesSchema,
} from '../content-models';
import { flag, jsonText, optId, optInt, optText, text, wholeNumber } from '../fields';
import { adminTable } from './common';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optKind = () => z.preprocess(blank, z.enum(questionKindNames).optional());
const texts = (max: number) => jsonText(z.array(z.string().max(200)).max(max)).optional();
const file = () =>
  z.custom<Blob | Uint8Array>(
    (v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob),
    'a file',
  );
/** Every content action: editors manage content (issue 17), so they may call all of them. */
const content = {
  auth: 'admin',
  role: 'editor',
  offline: 'online',
  cache: 'network',
  implemented: true,
} as const;

/** The content console (issue 17): questions of every kind, their media, import/export, content version. */
export const adminContentActions = {
  /** Languages, categories (with subcategories and passages) an editor may put a question in. */
  admin_question_scopes: action({
    ...content,
    rate: 'read',
    payload: z.object({ type: optInt(1, 100), language_id: optId() }),
    data: questionScopesSchema,
  }),
  /** Questions, filtered by language, mode (category type), category, subcategory, level and kind. */
  admin_list_questions: action({
    ...content,
    rate: 'read',
    payload: z.object({
      ...adminTable(['id', 'question', 'level', 'category'] as const),
      language_id: optId(),
      type: optInt(1, 100),
      category_id: optId(),
      subcategory_id: optId(),
      level: optInt(0, 1000),
      kind: optKind(),
    }),
    data: adminPageOf(adminQuestionRowSchema),
  }),
  admin_get_question: action({
    ...content,
    rate: 'read',
    payload: z.object({ id: wholeNumber(1) }),
    data: adminQuestionSchema,
  }),
  /**
   * Creates (no id) or updates one question of any kind, checked by the importer's rules. Options and
   * answers travel as JSON: options' texts, answers' 0-based indexes; a match's right column in `pairs`.
   * Fun & learn: an existing `passage_id`, or a new passage's title and detail (HTML, sanitised).
   */
  admin_save_question: action({
    ...content,
    rate: 'write',
    payload: z.object({
      id: optId(),
      category_id: wholeNumber(1),
      subcategory_id: optId(),
      kind: z.enum(questionKindNames),
      question: text(500),
      options: texts(5),
      answers: jsonText(z.array(z.number().int().min(0).max(4)).max(5)).optional(),
      word: optText(60),
      pairs: texts(5),
      level: optInt(0, 1000),
      note: optText(2000),
      image: optText(500),
      audio: optText(500),
      passage_id: optId(),
      passage_title: optText(200),
      passage_detail: z.preprocess(blank, z.string().max(20_000).optional()),
      passage_video: optText(500),
      passage_pdf: optText(500),
      /** On creation: the question this one translates into the category's language. */
      translation_of: optId(),
    }),
    data: adminQuestionSchema,
  }),
  admin_delete_questions: action({
    ...content,
    rate: 'write',
    payload: z.object({ ids: jsonText(z.array(wholeNumber(1)).min(1).max(500)) }),
    data: z.object({ deleted: z.number(), content_version: z.number() }),
  }),
  /** A question's picture (re-encoded to WebP) or audio (MP3, OGG, M4A by their bytes); answers its path. */
  admin_upload_question_media: action({
    ...content,
    rate: 'write',
    payload: z.object({ kind: z.enum(['image', 'audio']), file: file() }),
    data: z.object({ path: z.string(), url: z.string() }),
  }),
  /**
   * A content file (our JSON, Open Trivia DB JSON, CSV) through the importer. `dry_run=1` writes nothing
   * and answers the preview with every problem by line; a real run writes all of it or nothing.
   */
  admin_import_content: action({
    ...content,
    rate: 'write',
    payload: z.object({
      file: file(),
      file_name: text(200),
      language_id: optId(),
      dry_run: flag(),
    }),
    data: importPreviewSchema,
  }),
  /** One mode's content of a language (optionally one category) in the import format: export → import. */
  admin_export_content: action({
    ...content,
    rate: 'read',
    payload: z.object({
      mode: z.enum(contentModeNames),
      language_id: wholeNumber(1),
      category_id: optId(),
    }),
    data: z.object({ file_name: z.string(), content: z.unknown(), questions: z.number() }),
  }),
  /** Makes every client refresh its catalogue and offline packs (the content changed outside the console). */
  admin_bump_content_version: action({
    ...content,
    rate: 'write',
    payload: z.object({}),
    data: z.object({ content_version: z.number() }),
  }),
} as const;
