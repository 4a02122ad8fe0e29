import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'content');
type Question = { question: string; options: string[]; answer: number; note?: string };
type Content = {
  categories: {
    slug: string;
    image?: string;
    subcategories: { slug: string; image?: string; levels: Question[][] }[];
  }[];
};
const files = readdirSync(dir).filter((f) => f.startsWith('quiz-zone.') && f.endsWith('.json'));

describe.each(files)('demo content %s', (file) => {
  const content = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Content;
  const questions = content.categories.flatMap((c) => c.subcategories.flatMap((s) => s.levels.flat()));

  it('has a valid answer among distinct options for every question', () => {
    const bad = questions.filter(
      (q) =>
        !Number.isInteger(q.answer) ||
        q.answer < 0 ||
        q.answer >= q.options.length ||
        new Set(q.options.map((o) => o.trim().toLowerCase())).size !== q.options.length,
    );
    expect(bad.map((q) => q.question)).toEqual([]);
  });

  it('has no duplicate questions', () => {
    const seen = new Map<string, number>();
    for (const q of questions)
      seen.set(q.question.trim().toLowerCase(), (seen.get(q.question.trim().toLowerCase()) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([q]) => q)).toEqual([]);
  });

  it('gives every subcategory at least 3 levels of 10 questions and every image a file', () => {
    for (const c of content.categories) {
      for (const s of c.subcategories) {
        expect(s.levels.length, `${c.slug}/${s.slug}`).toBeGreaterThanOrEqual(3);
        for (const level of s.levels) expect(level.length, `${c.slug}/${s.slug}`).toBeGreaterThanOrEqual(10);
      }
      const images = [c.image, ...c.subcategories.map((s) => s.image)].filter((i): i is string => !!i);
      for (const image of images) expect(readdirSync(path.join(dir, 'images'))).toContain(image);
    }
  });
});

describe('demo content across files', () => {
  const all = files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Content);

  it('uses each category slug once', () => {
    const slugs = all.flatMap((c) => c.categories.map((cat) => cat.slug));
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
  });

  it('asks each question once', () => {
    const texts = all.flatMap((c) =>
      c.categories.flatMap((cat) =>
        cat.subcategories.flatMap((s) => s.levels.flat().map((q) => q.question.trim().toLowerCase())),
      ),
    );
    expect(texts.filter((q, i) => texts.indexOf(q) !== i)).toEqual([]);
  });
});
