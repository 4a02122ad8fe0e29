import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContent } from '../content-import/import-content';

const dir = path.join(import.meta.dirname, 'content');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const parsed = files.map((file) => ({
  file,
  ...readContent(file, readFileSync(path.join(dir, file), 'utf8')),
}));
const isUrl = (v: string) => /^https?:\/\//.test(v);

describe.each(parsed)('demo content $file', ({ questions, issues }) => {
  it('passes every rule of the importer (answers among distinct options, no duplicates, sizes)', () => {
    expect(issues).toEqual([]);
    expect(questions.length).toBeGreaterThan(0);
  });

  it('has every image, audio clip and document it names', () => {
    const missing = questions.flatMap((q) => {
      const wanted = [
        ['images', q.category.image],
        ['images', q.subcategory?.image ?? ''],
        ['question-images', q.image],
        ['audio', q.audio],
        ['documents', q.passage?.pdf ?? ''],
      ];
      return wanted.filter(
        ([folder, file]) => file && !isUrl(file!) && !existsSync(path.join(dir, folder!, file!)),
      );
    });
    expect([...new Set(missing.map((m) => m.join('/')))]).toEqual([]);
  });

  it('gives every quiz zone and multi match level at least 10 questions', () => {
    const perLevel = new Map<string, number>();
    for (const q of questions.filter((q) => q.level > 0)) {
      const key = `${q.category.slug}/${q.subcategory?.slug ?? ''}/${q.level}`;
      perLevel.set(key, (perLevel.get(key) ?? 0) + 1);
    }
    expect([...perLevel].filter(([, n]) => n < 10)).toEqual([]);
  });
});

describe('demo content across files', () => {
  const all = parsed.flatMap((p) => p.questions.map((q) => ({ ...q, language: p.language ?? 'en' })));

  it('names a category the same wherever files share its slug', () => {
    const names = new Map<string, Set<string>>();
    for (const q of all) {
      const key = `${q.language}|${q.mode}|${q.category.slug}`;
      names.set(key, (names.get(key) ?? new Set()).add(q.category.name));
    }
    expect([...names].filter(([, n]) => n.size > 1).map(([k]) => k)).toEqual([]);
  });

  it('asks each question once per language and mode', () => {
    const texts = all.map((q) => `${q.language}|${q.mode}|${q.question.trim().toLowerCase()}`);
    expect(texts.filter((q, i) => texts.indexOf(q) !== i)).toEqual([]);
  });

  it('holds the content bank issue 3 asks for', () => {
    const count = (mode: string, language = 'en', kind?: string) =>
      all.filter((q) => q.mode === mode && q.language === language && (!kind || q.kind === kind)).length;
    expect(count('quiz_zone', 'en', 'choice')).toBeGreaterThanOrEqual(1500);
    expect(count('quiz_zone', 'en', 'true_false')).toBeGreaterThanOrEqual(150);
    expect(count('guess_the_word')).toBeGreaterThanOrEqual(120);
    expect(count('audio')).toBeGreaterThanOrEqual(60);
    expect(count('maths')).toBeGreaterThanOrEqual(150);
    expect(count('multi_match')).toBeGreaterThanOrEqual(150);
    const passages = new Set(all.filter((q) => q.mode === 'fun_and_learn').map((q) => q.passage?.key));
    expect(passages.size).toBeGreaterThanOrEqual(40);
    for (const language of ['ar', 'fr']) {
      const categories = new Set(
        all.filter((q) => q.language === language && q.level > 0).map((q) => q.category.slug),
      );
      expect(categories.size, language).toBeGreaterThanOrEqual(3);
      expect(count('quiz_zone', language, 'true_false'), language).toBeGreaterThanOrEqual(20);
    }
  });

  it('gives French and Arabic at least 30 % of the English questions of every mode (issue 19)', () => {
    const modes = [...new Set(all.map((q) => q.mode))];
    const short: string[] = [];
    for (const mode of modes) {
      const english = all.filter((q) => q.mode === mode && q.language === 'en').length;
      for (const language of ['fr', 'ar']) {
        const own = all.filter((q) => q.mode === mode && q.language === language).length;
        if (own < english * 0.3) short.push(`${language} ${mode}: ${own} of ${english}`);
      }
    }
    expect(short).toEqual([]);
    for (const language of ['fr', 'ar']) {
      const passages = new Set(
        all.filter((q) => q.mode === 'fun_and_learn' && q.language === language).map((q) => q.passage?.key),
      );
      expect(passages.size, language).toBeGreaterThanOrEqual(12);
    }
    const categories = new Set(
      all.filter((q) => q.mode === 'quiz_zone' && q.language === 'en').map((q) => q.category.slug),
    );
    expect(categories.size).toBeGreaterThanOrEqual(12);
  });
});
