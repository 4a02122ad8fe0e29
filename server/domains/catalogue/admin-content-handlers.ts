import { asc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../http/api-error';
import { contentChanged } from './content-changed';
import type { HandlerMap } from '../../http/handler';
import { absoluteUrl } from '../media-url';
import { recordAudit } from '../audit';
import { bumpContentVersion, contentVersion } from '../settings';
import { adminQuestion, auditSummaries, listQuestions } from './admin-question-repo';
import { exportContent } from './content-export';
import { importHandlers } from './content-import-handler';
import { audioFormat, MAX_MEDIA_BYTES, mediaName, questionPicture } from './question-media';
import { CONTENT_TYPES } from './question-form';
import { saveQuestion } from './save-question';
import { categories, languages, passages, questions, subcategories } from './schema';

const bytesOf = async (file: Blob | Uint8Array) =>
  file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());

export const adminContentHandlers: HandlerMap = {
  async admin_question_scopes(ctx, input) {
    const types = input.type ? [input.type] : CONTENT_TYPES;
    const [langs, cats, subs, ps, version] = await Promise.all([
      ctx.db.select().from(languages).orderBy(asc(languages.id)),
      ctx.db
        .select()
        .from(categories)
        .where(inArray(categories.type, types))
        .orderBy(asc(categories.type), asc(categories.rowOrder), asc(categories.id)),
      ctx.db.select().from(subcategories).orderBy(asc(subcategories.rowOrder), asc(subcategories.id)),
      ctx.db
        .select({
          id: passages.id,
          title: passages.title,
          categoryId: passages.categoryId,
          subcategoryId: passages.subcategoryId,
        })
        .from(passages)
        .orderBy(asc(passages.rowOrder), asc(passages.id)),
      contentVersion(ctx.db),
    ]);
    return {
      data: {
        languages: langs.map((l) => ({ id: l.id, name: l.language, code: l.code })),
        categories: cats
          .filter((c) => !input.language_id || c.languageId === input.language_id)
          .map((c) => ({
            id: c.id,
            name: c.name,
            type: c.type,
            language_id: c.languageId,
            subcategories: subs.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, name: s.name })),
            passages: ps
              .filter((p) => p.categoryId === c.id)
              .map((p) => ({ id: p.id, title: p.title, subcategory_id: p.subcategoryId })),
          })),
        content_version: version,
      },
    };
  },

  async admin_list_questions(ctx, input) {
    return { data: await listQuestions(ctx.db, input) };
  },

  async admin_get_question(ctx, input) {
    return { data: await adminQuestion(ctx.db, ctx.origin, input.id) };
  },

  async admin_save_question(ctx, input) {
    const id = await ctx.db.transaction((tx) => saveQuestion(tx, ctx, input));
    contentChanged(ctx);
    return { data: await adminQuestion(ctx.db, ctx.origin, id) };
  },

  async admin_delete_questions(ctx, input) {
    const ids = [...new Set(input.ids)];
    const result = await ctx.db.transaction(async (tx) => {
      const before = await auditSummaries(tx, ids);
      if (before.length !== ids.length) throw new ApiError('notFound', 200, 'ids');
      await tx.delete(questions).where(inArray(questions.id, ids));
      for (const row of before)
        await recordAudit(tx, ctx, {
          action: 'admin_delete_questions',
          targetType: 'question',
          targetId: row.id,
          before: row,
          after: null,
        });
      return { deleted: before.length, content_version: await bumpContentVersion(tx) };
    });
    contentChanged(ctx);
    return { data: result };
  },

  async admin_upload_question_media(ctx, input) {
    const bytes = await bytesOf(input.file);
    let stored: { folder: string; name: string; body: Buffer; type: string };
    if (input.kind === 'image') {
      const body = await questionPicture(bytes);
      stored = { folder: 'questions', name: mediaName(body, 'webp'), body, type: 'image/webp' };
    } else {
      const format = audioFormat(bytes);
      if (!format || bytes.length > MAX_MEDIA_BYTES) throw new ApiError('invalidAudio', 200, 'file');
      stored = {
        folder: 'audio',
        name: mediaName(bytes, format.ext),
        body: Buffer.from(bytes),
        type: format.type,
      };
    }
    const path = await ctx.pictures
      .put(stored.folder, stored.name, stored.body, stored.type)
      .catch((err: unknown) => {
        ctx.log.error({ err }, 'storing question media failed');
        throw new ApiError('storageUnavailable', 503);
      });
    // Nothing in the database changes until a question names the file; the upload is still recorded.
    await recordAudit(ctx.db, ctx, {
      action: 'admin_upload_question_media',
      targetType: 'media',
      targetId: path,
      before: null,
      after: { kind: input.kind, bytes: stored.body.length, type: stored.type },
    });
    return { data: { path, url: absoluteUrl(ctx.origin, path) } };
  },

  ...importHandlers,

  async admin_export_content(ctx, input) {
    const [language] = await ctx.db.select().from(languages).where(eq(languages.id, input.language_id));
    if (!language) throw new ApiError('notFound', 200, 'language_id');
    return { data: await exportContent(ctx.db, input.mode, input.language_id, input.category_id) };
  },

  async admin_bump_content_version(ctx) {
    const version = await ctx.db.transaction(async (tx) => {
      const next = await bumpContentVersion(tx);
      await recordAudit(tx, ctx, {
        action: 'admin_bump_content_version',
        targetType: 'setting',
        targetId: 'content_version',
        before: next - 1,
        after: next,
      });
      return next;
    });
    contentChanged(ctx);
    return { data: { content_version: version } };
  },
};
