import { eq } from 'drizzle-orm';
import type { ImportPreview } from '../../../contract/content-models';
import { readContent } from '../../content-import/import-content';
import type { ImportQuestion } from '../../content-import/model';
import { writeQuestions } from '../../content-import/write';
import { ApiError } from '../../http/api-error';
import { markAudited } from '../../http/audit-mark';
import type { HandlerMap } from '../../http/handler';
import { recordAudit } from '../audit';
import { bumpContentVersion, contentVersion } from '../settings';
import { contentChanged } from './content-changed';
import { languages } from './schema';

const SAMPLE_ROWS = 20;

/** What a file holds, per mode and category, and its first questions: the dry run's table. */
function preview(questions: ImportQuestion[]) {
  const groups = new Map<string, { mode: string; category: string; questions: number }>();
  for (const q of questions) {
    const key = `${q.mode}|${q.category.slug}`;
    const group = groups.get(key) ?? { mode: q.mode, category: q.category.name, questions: 0 };
    group.questions++;
    groups.set(key, group);
  }
  return {
    questions: questions.length,
    groups: [...groups.values()],
    sample: questions.slice(0, SAMPLE_ROWS).map((q) => ({
      line: q.line,
      mode: q.mode,
      kind: q.kind,
      category: q.subcategory ? `${q.category.name} › ${q.subcategory.name}` : q.category.name,
      level: Number.isFinite(q.level) ? q.level : 0,
      question: q.question,
    })),
  };
}

export const importHandlers: HandlerMap = {
  /**
   * The importer behind the console: a dry run (or a file with any problem) writes nothing and answers
   * the preview with every problem by line; a real run writes the whole file in one transaction.
   */
  async admin_import_content(ctx, input) {
    const bytes =
      input.file instanceof Uint8Array ? input.file : new Uint8Array(await input.file.arrayBuffer());
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    const parsed = readContent(input.file_name, text);
    const [chosen] = input.language_id
      ? await ctx.db.select().from(languages).where(eq(languages.id, input.language_id))
      : [];
    if (input.language_id && !chosen) throw new ApiError('notFound', 200, 'language_id');
    const code = chosen?.code ?? parsed.language ?? 'en';
    const [known] = await ctx.db.select().from(languages).where(eq(languages.code, code));
    const issues = known
      ? parsed.issues
      : [{ line: 1, message: `unknown content language "${code}"` }, ...parsed.issues];
    const shown = { ...preview(parsed.questions), issues };
    if (input.dry_run === '1' || issues.length > 0) {
      if (input.dry_run !== '1') throw new ApiError('importInvalid', 200, 'file', issues[0]?.message);
      // A dry run changes nothing, so it has nothing to record: said explicitly to the route's check that
      // every successful operator write wrote an audit row (the real run below records one).
      markAudited(ctx);
      const data: ImportPreview = {
        dry_run: true,
        ...shown,
        written: null,
        content_version: await contentVersion(ctx.db),
      };
      return { data };
    }
    const { stats, version } = await ctx.db.transaction(async (tx) => {
      const written = await writeQuestions(tx, code, parsed.questions);
      await recordAudit(tx, ctx, {
        action: 'admin_import_content',
        targetType: 'content',
        targetId: input.file_name,
        before: null,
        after: { language: code, ...written },
      });
      return { stats: written, version: await bumpContentVersion(tx) };
    });
    contentChanged(ctx);
    return { data: { dry_run: false, ...shown, written: stats, content_version: version } };
  },
};
