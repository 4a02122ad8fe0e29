import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUp, violations } from './support';

test('a player frames and sets a profile picture: re-encoded by the server, shown in the header and after a reload', async ({
  page,
}) => {
  await signUp(page, 'Lina');
  await page.goto('/profile/');
  expect.soft(await violations(page), 'profile with the picture button').toEqual([]);
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 160, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('profile-picture-input')
    .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Previewed and framed in the browser first: zoom in, then save the square.
  const crop = page.getByTestId('avatar-crop');
  await expect(crop.locator('img')).toBeVisible();
  expect.soft(await violations(page), 'crop dialog').toEqual([]);
  await crop.getByRole('slider').fill('1.5');
  await crop.getByTestId('avatar-crop-save').click();
  await expect(page.getByText('Your picture is saved')).toBeVisible();
  await expect(crop).toHaveCount(0);
  const headerPicture = page.getByTestId('user-menu-button').locator('img');
  await expect(headerPicture).toHaveAttribute('src', /\/media\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
  // The browser shows the re-encoded square, not the 900×600 upload.
  await expect
    .poll(() => headerPicture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([256, 256]);

  await page.reload();
  await expect(page.getByTestId('profile-card').locator('img').first()).toHaveAttribute(
    'src',
    /\/media\/avatars\//,
  );

  // Not a picture: the server says what it takes, and the picture stays.
  await page
    .getByTestId('profile-picture-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
  // The browser cannot draw it either: the dialog names the file and sends it as it is.
  await expect(page.getByTestId('avatar-crop')).toContainText('notes.png');
  await page.getByTestId('avatar-crop-save').click();
  await expect(page.getByText('This file is not a picture we can use').first()).toBeVisible();
  await expect(page.getByTestId('profile-card').locator('img').first()).toHaveAttribute(
    'src',
    /\/media\/avatars\//,
  );
});

test('a player picks one of the preset pictures instead', async ({ page }) => {
  await signUp(page, 'Noor');
  await page.goto('/profile/');
  await page.getByTestId('profile-picture-change').click();
  const dialog = page.getByTestId('avatar-dialog');
  await expect(dialog.getByTestId('avatar-upload')).toBeVisible();
  await expect(dialog.locator('img')).toHaveCount(12);
  expect.soft(await violations(page), 'picture dialog').toEqual([]);
  await dialog.getByTestId('avatar-preset-a07').click();
  await expect(page.getByText('Your picture is saved')).toBeVisible();
  await expect(dialog).not.toBeVisible();
  const picture = page.getByTestId('profile-card').locator('img').first();
  await expect(picture).toHaveAttribute('src', /\/avatars\/a07\.svg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  await page.reload();
  await expect(picture).toHaveAttribute('src', /\/avatars\/a07\.svg$/);
});
