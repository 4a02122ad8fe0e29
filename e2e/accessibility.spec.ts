import { expect, test, type Page } from '@playwright/test';
import { firstCategory, signUp, violations } from './support';

// Every route a player or visitor can open, scanned by axe in light and dark, English and Arabic
// (issue 19): all four pairings, a test each. A page is settled (its main landmark, no requests in
// flight) before the scan.
test.describe.configure({ timeout: 420_000 });

const { category, subcategory } = firstCategory();

const playerRoutes = [
  '/',
  '/quiz-zone/',
  `/quiz-zone/${category}/`,
  `/quiz-zone/${category}/${subcategory}/`,
  `/quiz-zone/${category}/${subcategory}/level/1/`,
  '/fun-and-learn/',
  '/guess-the-word/',
  '/audio-questions/',
  '/math-mania/',
  '/multi-match-questions/',
  '/self-learning/',
  '/quiz-play/daily-quiz-dashboard/',
  '/quiz-play/true-and-false-play/',
  '/contest-play/',
  '/random-battle/',
  '/random-battle/friend',
  '/group-battle/',
  '/exam-module/',
  '/leaderboard/',
  '/notifications/',
  '/offline/',
  '/settings/',
  '/profile/',
  '/profile/statistics/',
  '/profile/badges/',
  '/profile/coin-history/',
  '/profile/wallet/',
  '/profile/invite/',
  '/profile/play-bookmark-questions/',
  '/about-us/',
  '/contact-us/',
  '/privacy-policy/',
  '/terms-conditions/',
  '/faq/',
  '/no-such-page/',
];

const visitorRoutes = [
  '/',
  '/auth/login/',
  '/auth/sign-up/',
  '/auth/reset-password/',
  '/auth/otp-verify/',
  '/settings/',
];

/** Opens each route and collects what axe finds, labelled with the route. */
async function scan(page: Page, routes: string[], label: string) {
  for (const url of routes) {
    await page.goto(url);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect.soft(await violations(page), `${label} ${url}`).toEqual([]);
  }
}

for (const [scheme, language] of [
  ['light', 'english'],
  ['dark', 'arabic'],
  ['dark', 'english'],
  ['light', 'arabic'],
] as const) {
  test(`axe finds no violations on any route, ${scheme}, ${language}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (name) => localStorage.setItem('openquiz.language', JSON.stringify(name)),
      language,
    );
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'arabic' ? 'rtl' : 'ltr');
    await scan(page, visitorRoutes, `${scheme} ${language} visitor`);
    await signUp(page);
    await scan(page, playerRoutes, `${scheme} ${language}`);
  });
}
