import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support';

/** Presses `key` on the focused tab row and checks which tab is chosen, focused and labels the panel. */
async function press(page: Page, key: string, tab: string) {
  await page.keyboard.press(key);
  await expect(page.getByTestId(tab)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(tab)).toBeFocused();
  await expect(page.getByTestId(tab)).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab);
}

test('tab rows follow the keyboard: arrows wrap around, Home and End, mirrored in Arabic', async ({
  page,
}) => {
  await signUp(page);

  await page.goto('/profile/coin-history/');
  await page.getByTestId('history-tab-all').focus();
  await press(page, 'ArrowRight', 'history-tab-income');
  await press(page, 'ArrowRight', 'history-tab-spend');
  await press(page, 'ArrowRight', 'history-tab-all');
  await press(page, 'ArrowLeft', 'history-tab-spend');
  await press(page, 'Home', 'history-tab-all');
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);

  // Right to left the row runs the other way, and so do the arrows. After each page load the Arabic
  // pack comes from the server again: keys pressed before it arrives still count left to right.
  await page.getByTestId('language-select').selectOption('arabic');
  await page.goto('/leaderboard/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('leaderboard-tab-daily').focus();
  await press(page, 'ArrowLeft', 'leaderboard-tab-monthly');
  await press(page, 'ArrowRight', 'leaderboard-tab-daily');
  await press(page, 'ArrowRight', 'leaderboard-tab-all');
  await press(page, 'Home', 'leaderboard-tab-daily');

  await page.goto('/profile/play-bookmark-questions/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('bookmark-tab-1').focus();
  await press(page, 'End', 'bookmark-tab-6');
  await press(page, 'ArrowLeft', 'bookmark-tab-1');
  await press(page, 'ArrowRight', 'bookmark-tab-6');
});
