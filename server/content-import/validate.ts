import { MAX_OPTION, MAX_QUESTION, type ImportIssue, type ImportQuestion } from './model';

/** Rules every imported question meets, whatever its format; problems name the source line. */
export function validateQuestions(questions: ImportQuestion[]): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const seen = new Map<string, number>();
  for (const q of questions) {
    const problem = (message: string) => issues.push({ line: q.line, message });
    if (!q.category.slug) problem('the category has no usable name');
    if (q.subcategory && !q.subcategory.slug) problem('the subcategory has no usable name');
    if (!q.question.trim()) problem('the question is empty');
    if (q.question.length > MAX_QUESTION) problem(`the question is longer than ${MAX_QUESTION} characters`);
    if (!Number.isInteger(q.level) || q.level < 1 || q.level > 1000)
      problem('the level must be a whole number from 1');
    if (q.options.length < 2 || q.options.length > 5) problem('a question needs 2 to 5 options');
    if (q.options.some((o) => !o.trim())) problem('an option is empty');
    if (q.options.some((o) => o.length > MAX_OPTION))
      problem(`an option is longer than ${MAX_OPTION} characters`);
    const distinct = new Set(q.options.map((o) => o.trim().toLowerCase()));
    if (distinct.size !== q.options.length) problem('two options are the same');
    if (!Number.isInteger(q.answer) || q.answer < 0 || q.answer >= q.options.length)
      problem('the answer is not one of the options');
    const key = `${q.category.slug}|${q.question.trim().toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) problem(`the same question is on line ${first}`);
    else seen.set(key, q.line);
  }
  return issues;
}
