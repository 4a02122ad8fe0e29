import { MAX_DETAIL, MAX_OPTION, MAX_QUESTION, type ImportIssue, type ImportQuestion } from './model';

/** Letters of any script and single spaces between words, 2 to 24 letters in all. */
const WORD = /^\p{L}+( \p{L}+)*$/u;
const letterCount = (word: string) => word.replace(/ /g, '').length;

/** What each kind of question needs beyond the common rules; each problem is one message. */
function kindProblems(q: ImportQuestion): string[] {
  const problems: string[] = [];
  const optionCount = (min: number, max: number) => {
    if (q.options.length < min || q.options.length > max)
      problems.push(`a ${q.kind.replace(/_/g, ' ')} question needs ${min} to ${max} options`);
  };
  switch (q.kind) {
    case 'choice':
    case 'true_false':
      if (q.kind === 'choice') optionCount(2, 5);
      if (
        q.answers.length !== 1 ||
        !q.answers.every((a) => Number.isInteger(a) && a >= 0 && a < q.options.length)
      )
        problems.push('the answer is not one of the options');
      break;
    case 'multi_select':
      optionCount(3, 5);
      if (q.answers.length === 0) problems.push('a multi select question needs at least one right option');
      if (q.answers.some((a) => !Number.isInteger(a) || a < 0 || a >= q.options.length))
        problems.push('an answer is not one of the options');
      if (new Set(q.answers).size !== q.answers.length) problems.push('an answer is listed twice');
      break;
    case 'sequence':
      optionCount(3, 5);
      break;
    case 'match':
      optionCount(3, 5);
      if (q.pairs.some((p) => !p.trim())) problems.push('a pair has an empty side');
      if (new Set(q.pairs.map((p) => p.trim().toLowerCase())).size !== q.pairs.length)
        problems.push('two pairs have the same right-hand side');
      break;
    case 'guess_the_word': {
      const word = q.word.trim();
      if (!WORD.test(word)) problems.push('the word may only have letters and single spaces');
      else if (letterCount(word) < 2 || letterCount(word) > 24)
        problems.push('the word needs 2 to 24 letters');
      break;
    }
  }
  if (q.mode === 'multi_match' && !['multi_select', 'sequence', 'match'].includes(q.kind))
    problems.push('multi match questions are multi_select, sequence or match');
  if (
    q.mode !== 'multi_match' &&
    q.mode !== 'contest' &&
    ['multi_select', 'sequence', 'match'].includes(q.kind)
  )
    problems.push(`${q.kind} questions belong to multi_match files`);
  if (q.mode === 'guess_the_word' && q.kind !== 'guess_the_word')
    problems.push('guess the word files hold guess_the_word questions');
  if (q.mode !== 'guess_the_word' && q.mode !== 'contest' && q.kind === 'guess_the_word')
    problems.push('guess_the_word questions belong to guess_the_word files');
  if (q.mode === 'audio' && !q.audio) problems.push('an audio question needs its audio file');
  if (q.mode === 'fun_and_learn' && !q.passage) problems.push('fun and learn questions belong to a passage');
  if (
    (q.mode === 'quiz_zone' || q.mode === 'multi_match') &&
    q.level === 0 &&
    q.kind !== 'true_false' &&
    q.kind !== 'choice'
  )
    problems.push('this question needs a level');
  if (q.mode === 'multi_match' && q.level === 0) problems.push('multi match questions need a level');
  if (q.passage && q.passage.detail.length > MAX_DETAIL)
    problems.push(`the passage is longer than ${MAX_DETAIL} characters`);
  return problems;
}

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
    if (!Number.isInteger(q.level) || q.level < 0 || q.level > 1000)
      problem('the level must be a whole number from 1');
    if (q.options.some((o) => !o.trim())) problem('an option is empty');
    if ([...q.options, ...q.pairs].some((o) => o.length > MAX_OPTION))
      problem(`an option is longer than ${MAX_OPTION} characters`);
    const distinct = new Set(q.options.map((o) => o.trim().toLowerCase()));
    if (distinct.size !== q.options.length) problem('two options are the same');
    for (const message of kindProblems(q)) problem(message);
    const key = `${q.mode}|${q.category.slug}|${q.question.trim().toLowerCase()}|${q.passage?.key ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined) problem(`the same question is on line ${first}`);
    else seen.set(key, q.line);
  }
  return issues;
}
