import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

let n = 0;

export type Envelope = { error: false; data: unknown } | { error: true; message: string; error_msg: string };

/** An action called the way the app calls it: multipart fields, optional bearer token. */
export async function api(
  request: APIRequestContext,
  action: string,
  fields: Record<string, string | number>,
  token = '',
) {
  const res = await request.post(`/api/${action}`, {
    multipart: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as Envelope;
}

/**
 * The e2e server of the running test's project (playwright.config.ts: each project has a server of its
 * own): its address and its data directory.
 */
export function projectServer(): { url: string; dataDir: string } {
  const { use, metadata } = test.info().project;
  const { dataDir } = metadata as { dataDir?: string };
  if (!use.baseURL || !dataDir) throw new Error('the project names no e2e server (playwright.config.ts)');
  return { url: use.baseURL, dataDir };
}

/**
 * Runs the operator's command (`npm run admin -- …`) against the data directory of the project's e2e
 * server, or another one (a server of the test's own: ownServer's `dataDir`).
 */
export function adminCommand(args: string[], dataDir?: string): Promise<string> {
  const dir = dataDir ?? projectServer().dataDir;
  return new Promise<string>((resolve, reject) =>
    // What `npm run admin` runs, without npm's own start (a second or two per call on CI's two cores;
    // the mailbox is polled, so a spec makes dozens of these calls).
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', ...args],
      {
        cwd: new URL('..', import.meta.url),
        env: { ...process.env, DATA_DIR: dir },
      },
      (err, stdout, stderr) => (err ? reject(new Error(`npm run admin failed: ${stderr}`)) : resolve(stdout)),
    ),
  );
}

/**
 * Makes an account an admin the way an operator does: `npm run admin -- grant <email>` against the data
 * directory of the project's e2e server (playwright.config.ts), while that server runs. Admin never follows from an
 * e-mail address alone, and only a verified address is granted it (verifyEmail first).
 */
export async function grantAdmin(email: string): Promise<void> {
  await adminCommand(['grant', email]);
}

/**
 * The newest link of a kind mailed to an address: with no SMTP configured (the e2e server) mails land in
 * the development mailbox, which the operator reads with `npm run admin -- mailbox <email>`.
 */
export async function mailedLink(email: string, page = 'verify-email', dataDir?: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+(/auth/${page}/\\?token=[\\w-]+)`);
  // The mail leaves in the background after the answer: it is there within moments.
  for (let attempt = 0; attempt < 20; attempt++) {
    const link = (await adminCommand(['mailbox', email], dataDir)).match(pattern)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${page} mail to ${email}`);
}

/** The newest sign-in code texted to a number (the development sender keeps texts in the mailbox). */
export async function textedCode(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = (await adminCommand(['mailbox', phone])).match(/Subject: SMS\n(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code texted to ${phone}`);
}

/** Follows the verification link of the newest mail to this address in the page, as the player would. */
export async function verifyEmail(page: Page, email: string, dataDir?: string): Promise<void> {
  await page.goto(await mailedLink(email, 'verify-email', dataDir));
  await expect(page.getByTestId('verify-done')).toContainText(email);
}

/**
 * A fresh player: signs up through the form like a person would, and lands signed in; with `verified`,
 * follows the link of the verification mail too (redeeming and referral rewards need it).
 */
export async function signUp(page: Page, name = 'Ada', { verified = false } = {}) {
  n += 1;
  const email = `e2e-${Date.now()}-${n}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/auth/sign-up/');
  await page.getByTestId('signup-name').fill(name);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill('correct horse battery');
  await page.getByTestId('signup-confirm').fill('correct horse battery');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  if (verified) await verifyEmail(page, email);
  return { email, password: 'correct horse battery' };
}

type Content = {
  categories: {
    slug: string;
    subcategories: { slug: string; levels: { question: string; options: string[]; answer: number }[][] }[];
  }[];
};

/** The base demo content file, which holds the category the e2e tests play. */
const baseContent = (): Content =>
  JSON.parse(
    readFileSync(new URL('../server/seed/content/quiz-zone.en.json', import.meta.url), 'utf8'),
  ) as Content;

/** What a player who studied the demo content knows: question text → right option text. */
export function answerBook(): Map<string, string> {
  const book = new Map<string, string>();
  for (const c of baseContent().categories)
    for (const s of c.subcategories)
      for (const level of s.levels) for (const q of level) book.set(q.question, q.options[q.answer] ?? '');
  return book;
}

export function firstCategory() {
  const category = baseContent().categories[0]!;
  return { category: category.slug, subcategory: category.subcategories[0]!.slug };
}

/** Plays the question on screen: the right option when `right`, otherwise a wrong one. */
export async function answerCurrent(page: Page, book: Map<string, string>, right: boolean) {
  const text = (await page.getByTestId('question-text').innerText()).trim();
  const correct = book.get(text);
  expect(correct, `known question: ${text}`).toBeTruthy();
  const options = page.locator('[data-testid^="option-"]');
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    const option = options.nth(i);
    const label = (await option.innerText()).trim();
    // The button also holds its letter badge; the option text is a line of its own.
    const matches = label.split('\n').some((line) => line.trim() === correct);
    if (matches === right && (await option.isEnabled())) {
      await option.click();
      return;
    }
  }
  throw new Error(`no option to click for "${text}"`);
}

/**
 * Plays questions 1…total of the level on screen, `right(i)` choosing a right or a wrong option, and
 * moves past each verdict with Enter as a keyboard player does, rather than sitting out its pause
 * (e2e/keyboard.spec.ts plays the pause itself).
 */
export async function playQuestions(
  page: Page,
  book: Map<string, string>,
  total: number,
  right: (i: number) => boolean,
) {
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}\\s*/\\s*${total}\\b`));
    await answerCurrent(page, book, right(i));
    await expect(page.getByTestId('feedback')).not.toBeEmpty();
    await page.keyboard.press('Enter');
  }
}

/** WCAG 2.1 A/AA violations axe finds on the page, one line each (empty when clean). */
export async function violations(page: Page) {
  // Finite animations (a panel fading in) first end: half-faded text is not what the player reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
