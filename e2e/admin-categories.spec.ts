import { expect, test } from '@playwright/test';
import { adminCommand, signUp, verifyEmail, violations } from './support';

/**
 * An editor runs the catalogue from the console (issue 17): a new category with its picture, a price,
 * a subcategory, an order and a deletion; the admin then finds every change in the audit log. The
 * editor never sees the admins' sections.
 */
test('an editor manages categories and subcategories; an admin reads the audit log', async ({ page }) => {
  const { email } = await signUp(page, 'Edna Editor');
  // A player has no console.
  await page.goto('/admin/categories');
  await expect(page.getByTestId('admin-console')).toHaveCount(0);
  await verifyEmail(page, email);
  expect(await adminCommand(['grant', email, 'editor'])).toContain('editor granted');

  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByTestId('admin-nav-categories')).toBeVisible();
  await expect(page.getByTestId('admin-nav-audit')).toHaveCount(0);
  await expect(page.getByTestId('categories-table').getByTestId('admin-row').first()).toBeVisible();

  const name = `Nebulae ${Date.now()}`;
  await page.getByTestId('category-new').click();
  const form = page.getByTestId('category-form');
  await form.getByTestId('category-name').fill(name);
  await form
    .getByTestId('image-input')
    .setInputFiles(new URL('./fixtures/category.png', import.meta.url).pathname);
  await expect(form.locator('img')).toBeVisible();
  await form.getByLabel(/Premium/).check();
  await form.getByLabel('Price').fill('30');
  expect.soft(await violations(page), 'category form').toEqual([]);
  await form.getByTestId('form-save').click();
  await expect(form).toBeHidden();

  await page.getByTestId('admin-search').fill(name);
  const row = page.getByTestId('admin-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('30 coins');
  await expect(row.locator('img')).toHaveAttribute('src', /\/media\/categories\/[0-9a-f]+\.webp$/);

  // A name another category of the list has is refused with the reason, the form kept open.
  await page.getByTestId('category-new').click();
  await form.getByTestId('category-name').fill(name.toUpperCase());
  await form.getByTestId('form-save').click();
  await expect(form.getByTestId('form-error')).toContainText('already has that name');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await row.getByTestId('category-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  for (const sub of ['Emission', 'Reflection']) {
    await page.getByTestId('subcategory-new').click();
    await page.getByTestId('subcategory-name').fill(sub);
    await page.getByTestId('subcategory-form').getByTestId('form-save').click();
    await expect(page.getByTestId('subcategory-row').filter({ hasText: sub })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page.getByRole('button', { name: 'Move Reflection up' }).click();
  await page.getByTestId('reorder-save').click();
  await expect(page.getByTestId('subcategory-row').first()).toContainText('Reflection');
  await page
    .getByTestId('subcategory-row')
    .filter({ hasText: 'Emission' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('subcategory-row')).toHaveCount(1);
  expect.soft(await violations(page), 'subcategories').toEqual([]);

  // The admin's audit log holds each change, with the editor's name and role.
  expect(await adminCommand(['grant', email, 'admin'])).toContain('admin granted');
  await page.goto('/admin/audit');
  const log = page.getByTestId('audit-table');
  await expect(log.getByTestId('admin-row').first()).toContainText('admin_delete_subcategory');
  await expect(log.getByTestId('admin-row').filter({ hasText: 'admin_save_category' }).first()).toContainText(
    'Edna Editor',
  );
  await expect(log.getByTestId('admin-row').filter({ hasText: 'admin_order_subcategories' })).toHaveCount(1);
  expect.soft(await violations(page), 'audit log').toEqual([]);
});
