import { expect, test, type Browser, type Page } from '@playwright/test';
import { grantAdmin, signUp, violations } from './support';

/** An operator in a browser of their own: a verified account granted admin by the operator's command. */
async function openAdmin(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const { email } = await signUp(page, 'Operator', { verified: true });
  await grantAdmin(email);
  await page.goto(path);
  await expect(page.getByTestId('admin-console')).toBeVisible();
  return page;
}

test('a player reports a question and an editor of the console resolves it with a note', async ({
  page,
  browser,
}) => {
  await signUp(page, 'Reporter');
  await page.goto('/quiz-play/true-and-false-play/');
  await page.getByTestId('true-false-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  const question = (await page.getByTestId('question-text').innerText()).trim();
  const reason = `The year is wrong ${Date.now()}`;
  await page.getByTestId('report-open').click();
  await page.getByTestId('report-reason').fill(reason);
  await page.getByTestId('report-send').click();
  await expect(page.getByText('Thanks! We will look at this question.')).toBeVisible();

  const admin = await openAdmin(browser, '/admin/reports');
  await admin.getByTestId('admin-search').fill(reason);
  const row = admin.getByTestId('admin-row').filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(question);
  await expect(row).toContainText('Reporter');
  await expect(row.getByTestId('report-open-question')).toHaveAttribute('href', /^\/admin\/questions\/\d+$/);
  expect.soft(await violations(admin), 'reports page').toEqual([]);

  await row.getByRole('button', { name: 'Resolve' }).click();
  // Closed dialogs stay in the page (one per button): the open one is the dialog role.
  const dialog = admin.getByRole('dialog');
  await dialog.getByTestId('report-note').fill('Fixed the year');
  await dialog.getByTestId('confirm-action').click();
  await expect(admin.getByText('Reports resolved: 1')).toBeVisible();
  await expect(admin.getByTestId('admin-row').filter({ hasText: reason })).toHaveCount(0);

  // Under "Resolved" it is there, with who handled it and the note.
  await admin.getByTestId('reports-status').selectOption('resolved');
  const handled = admin.getByTestId('admin-row').filter({ hasText: reason });
  await expect(handled).toContainText('Fixed the year');
  await expect(handled).toContainText('Operator');
});

test('maintenance: players get the maintenance page on reload and on their next action, the admin keeps working; off again, they play', async ({
  page,
  browser,
}) => {
  // The player signs up before: signing up is closed during maintenance, signing in is not.
  await signUp(page, 'Waiting');
  await page.goto('/quiz-play/true-and-false-play/');
  await expect(page.getByTestId('true-false-start')).toBeVisible();

  const admin = await openAdmin(browser, '/admin/settings');
  await admin.getByTestId('maintenance-toggle').click();
  await admin.getByTestId('confirm-action').click();
  await expect(admin.getByTestId('maintenance-state')).toContainText('On:');
  await expect(admin.getByTestId('maintenance-banner')).toBeVisible();
  try {
    // The page already open: its next action answers 218 and the app shows the maintenance page.
    await page.getByTestId('true-false-start').click();
    await expect(page.getByTestId('maintenance')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('maintenance')).toBeVisible();
    await page.goto('/leaderboard/');
    await expect(page.getByTestId('maintenance')).toBeVisible();

    // The operator works on: another section, a save, and back.
    await admin.getByTestId('admin-nav-reports').click();
    await expect(admin.getByTestId('reports-table')).toBeVisible();
    await admin.getByTestId('admin-nav-settings').click();
    await admin.getByTestId('settings-tab-pages').click();
    await expect(admin.getByTestId('rte-area')).toContainText('OpenQuiz');
    await admin.getByTestId('settings-tab-general').click();
    await expect(admin.getByTestId('maintenance-state')).toContainText('On:');
  } finally {
    await admin.getByTestId('maintenance-toggle').click();
    await admin.getByTestId('confirm-action').click();
    await expect(admin.getByTestId('maintenance-state')).toContainText('Off:');
  }
  await expect(admin.getByTestId('maintenance-banner')).toHaveCount(0);

  await page.goto('/quiz-play/true-and-false-play/');
  await page.getByTestId('true-false-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
});

test('settings are checked as they are typed, saved, and a page is saved cleaned of scripts', async ({
  browser,
}) => {
  const admin = await openAdmin(browser, '/admin/settings');
  const group = admin.getByTestId('settings-group-quiz');
  const field = admin.getByTestId('setting-quiz_zone_duration');
  const original = await field.inputValue();
  expect(original).not.toBe('40');
  await field.fill('3');
  await expect(group.getByRole('alert')).toContainText('not allowed');
  await expect(admin.getByTestId('settings-save-quiz')).toBeDisabled();
  await field.fill('40');
  await admin.getByTestId('settings-save-quiz').click();
  await expect(admin.getByText('Settings saved')).toBeVisible();
  await admin.reload();
  await expect(admin.getByTestId('setting-quiz_zone_duration')).toHaveValue('40');
  expect.soft(await violations(admin), 'settings page').toEqual([]);
  // The e2e server is shared by every spec: put the timer back, or a later spec (the daily quiz
  // shows "30 s each") reads this spec's value.
  await admin.getByTestId('setting-quiz_zone_duration').fill(original);
  await admin.getByTestId('settings-save-quiz').click();
  await expect(admin.getByText('Settings saved').last()).toBeVisible();
  await admin.reload();
  await expect(admin.getByTestId('setting-quiz_zone_duration')).toHaveValue(original);

  await admin.getByTestId('settings-tab-pages').click();
  await admin.getByTestId('pages-type').selectOption('faq');
  await expect(admin.getByTestId('rte-area')).toContainText('Is OpenQuiz free?');
  await admin.getByTestId('rte-area').evaluate((el) => {
    el.innerHTML = '<h3>Can I play offline?</h3><p>Yes.</p><script>window.hacked = 1</script>';
  });
  await admin.getByTestId('pages-save').click();
  await expect(admin.getByText('Page saved')).toBeVisible();
  await admin.goto('/faq/');
  await expect(admin.getByRole('heading', { name: 'Can I play offline?' })).toBeVisible();
  expect(await admin.evaluate(() => document.querySelector('main script'))).toBeNull();
});
