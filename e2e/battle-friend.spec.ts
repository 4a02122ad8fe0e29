import { expect, test, type Page } from '@playwright/test';
import { firstCategory, signUp, violations } from './support';
import { person, playThrough } from './battle-support';

/**
 * Play with a friend: one room by its code, two people on their own devices. Every player starts with
 * the 10-coin welcome bonus; the rooms here cost 5 each, so the winner ends on 10 − 5 + 10 = 15.
 */

const { category } = firstCategory();
const QUESTIONS = 3;

/** Creates a room of three questions from the category the answer book knows; returns its code. */
async function createRoom(page: Page, fee = 5) {
  await page.goto('/random-battle/friend/');
  await page.getByTestId(`room-category-${category}`).click();
  await page.getByTestId(`room-fee-${fee}`).click();
  await page.getByTestId(`room-questions-${QUESTIONS}`).click();
  await page.getByTestId('room-create').click();
  await expect(page).toHaveURL(/\/random-battle\/room\/[0-9a-f-]{36}\/$/);
  await expect(page.getByTestId('lobby-code')).toHaveText(/^[A-Z0-9]{6}$/);
  return (await page.getByTestId('lobby-code').innerText()).trim();
}

async function joinByCode(page: Page, code: string) {
  await page.goto('/random-battle/friend/');
  await page.getByTestId('room-tab-join').click();
  // Typed in lower case with a space, as people do: the field cleans it up.
  await page.getByTestId('room-code-input').fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
  await expect(page.getByTestId('room-code-input')).toHaveValue(code);
  await page.getByTestId('room-join').click();
  await expect(page.getByTestId('lobby-code')).toHaveText(code);
}

const seatNames = (page: Page) => page.getByTestId('lobby-seats').getByTestId('seat-name');

test('A creates a room, B joins by its code, A starts, both play it out; the winner takes the pot', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const a = await person(browser, 'Alice');
  const code = await createRoom(a.page);
  await expect(a.page.getByTestId('lobby-count')).toHaveText('1 / 2');
  await expect(seatNames(a.page)).toHaveText(['Alice']);
  await expect(a.page.getByTestId('seat-1')).toContainText('Waiting…');
  await expect(a.page.getByTestId('lobby-fee')).toHaveText('5');
  await expect(a.page.getByTestId('lobby-pot')).toHaveText('10');
  await expect(a.page.getByTestId('lobby-questions')).toHaveText(String(QUESTIONS));
  await expect(a.page.getByTestId('lobby-category')).toHaveText('General Knowledge');
  // Alone, the owner cannot start, and is told why.
  await expect(a.page.getByTestId('lobby-start')).toBeDisabled();
  await expect(a.page.getByTestId('lobby-start-hint')).toHaveText('At least two players are needed to start');
  expect.soft(await violations(a.page), 'lobby, one of two').toEqual([]);

  const b = await person(browser, 'Bob');
  await joinByCode(b.page, code);
  // Both see each other; the owner wears the crown, and A hears who came in.
  await expect(seatNames(b.page)).toHaveText(['Alice', 'Bob']);
  await expect(seatNames(a.page)).toHaveText(['Alice', 'Bob']);
  await expect(a.page.getByTestId('lobby-count')).toHaveText('2 / 2');
  await expect(a.page.getByTestId('lobby-announce')).toHaveText('Bob joined the room.');
  await expect(b.page.getByTestId('seat-0')).toContainText('Owner');
  await expect(b.page.getByTestId('lobby-waiting')).toHaveText('Waiting for Alice to start');
  await expect(b.page.getByTestId('lobby-start')).toHaveCount(0);
  expect.soft(await violations(b.page), 'lobby, full').toEqual([]);

  // A third person with the shared link finds the room full.
  const c = await person(browser, 'Carol');
  await c.page.goto(`/random-battle/friend/?code=${code}`);
  await expect(c.page.getByTestId('room-code-input')).toHaveValue(code);
  await expect(c.page.getByText(/No room to join with this code/)).toBeVisible();
  await c.context.close();

  // A reload of the lobby comes back to the same room.
  await b.page.reload();
  await expect(seatNames(b.page)).toHaveText(['Alice', 'Bob']);

  await a.page.getByTestId('lobby-start').click();
  await expect(a.page).toHaveURL(/\/random-battle\/play\//);
  await expect(b.page).toHaveURL(/\/random-battle\/play\//);
  // The fee is taken at the start.
  await expect(a.page.getByTestId('header-coins')).toHaveText('5');

  await Promise.all([
    playThrough(a.page, QUESTIONS, () => true),
    playThrough(b.page, QUESTIONS, () => false),
  ]);
  await expect(a.page.getByTestId('battle-result')).toHaveAttribute('data-outcome', 'won');
  await expect(b.page.getByTestId('battle-result')).toHaveAttribute('data-outcome', 'lost');
  await expect(a.page.getByTestId('battle-correct')).toContainText(String(QUESTIONS));
  await expect(a.page.getByTestId('header-coins')).toHaveText('15');
  await expect(b.page.getByTestId('header-coins')).toHaveText('5');
  await a.context.close();
  await b.context.close();
});

test('a code that opens no room is refused at the field', async ({ page }) => {
  await signUp(page, 'Dana');
  await page.goto('/random-battle/friend/');
  await page.getByTestId('room-tab-join').click();
  const field = page.getByTestId('room-code-input');

  await page.getByTestId('room-join').click();
  await expect(page.getByText('Enter a room code')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('AB2');
  await page.getByTestId('room-join').click();
  await expect(page.getByText('Room code is not valid')).toBeVisible();

  await field.fill('ZZ99ZZ');
  await page.getByTestId('room-join').click();
  // The same words for a missing, full or playing room: a guess learns nothing.
  const refused = 'No room to join with this code: check it, or the room may be full or already playing';
  await expect(page.getByText(refused)).toBeVisible();
  // The message is the field's own description, so a screen reader reads it with the field.
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(refused);
  await expect(page).toHaveURL(/\/random-battle\/friend\/$/);
  expect.soft(await violations(page), 'join with an error').toEqual([]);
});

test('the owner deletes the room: the friend is sent back with "Room is deleted by owner"', async ({
  browser,
}) => {
  const a = await person(browser, 'Erin');
  const code = await createRoom(a.page);
  const b = await person(browser, 'Frank');
  await joinByCode(b.page, code);
  await expect(seatNames(a.page)).toHaveText(['Erin', 'Frank']);

  await a.page.getByTestId('lobby-delete').click();
  await expect(a.page.getByTestId('lobby-delete-dialog')).toBeVisible();
  await a.page.getByTestId('lobby-delete-confirm').click();
  await expect(a.page).toHaveURL(/\/random-battle\/friend\/$/);
  await expect(a.page.getByTestId('room-notice')).toHaveText('Room deleted.');

  await expect(b.page).toHaveURL(/\/random-battle\/friend\/$/);
  await expect(b.page.getByTestId('room-notice')).toHaveText('Room is deleted by owner');
  // The code opens nothing now; nobody paid anything.
  await b.page.getByTestId('room-tab-join').click();
  await b.page.getByTestId('room-code-input').fill(code);
  await b.page.getByTestId('room-join').click();
  await expect(b.page.getByText('Room is deleted', { exact: true })).toBeVisible();
  await expect(b.page.getByTestId('header-coins')).toHaveText('10');
  await a.context.close();
  await b.context.close();
});

test('a friend who spent their coins elsewhere stops the start: the owner is told why', async ({
  browser,
}) => {
  // Ivy's room costs 10, all Jay has; in a second tab Jay also sits in Kim's 10-coin room, which starts
  // first. (The first tab stays in Ivy's lobby: a seat left empty past the rejoin grace is given up.)
  const ivy = await person(browser, 'Ivy');
  const ivyCode = await createRoom(ivy.page, 10);
  const jay = await person(browser, 'Jay');
  await joinByCode(jay.page, ivyCode);
  const jayTab = await jay.context.newPage();
  const kim = await person(browser, 'Kim');
  const kimCode = await createRoom(kim.page, 10);
  await joinByCode(jayTab, kimCode);
  await kim.page.getByTestId('lobby-start').click();
  await expect(jayTab).toHaveURL(/\/random-battle\/play\//);
  await expect(jayTab.getByTestId('header-coins')).toHaveText('0');

  await expect(seatNames(ivy.page)).toHaveText(['Ivy', 'Jay']);
  await ivy.page.getByTestId('lobby-start').click();
  await expect(ivy.page.getByTestId('lobby-start-error')).toHaveText(
    'A player does not have enough coins for the entry fee',
  );
  // Nothing was taken and the room still waits.
  await expect(ivy.page).toHaveURL(/\/random-battle\/room\//);
  await expect(ivy.page.getByTestId('lobby-start')).toBeEnabled();
  await ivy.page.reload();
  await expect(ivy.page.getByTestId('header-coins')).toHaveText('10');
  for (const p of [ivy, jay, kim]) await p.context.close();
});

test('setup and lobby pass axe in English and Arabic, and a friend can leave', async ({ browser }) => {
  const a = await person(browser, 'Gina');
  await a.page.goto('/random-battle/friend/');
  await expect(a.page.getByTestId('room-category-all')).toBeVisible();
  expect.soft(await violations(a.page), 'setup, create').toEqual([]);
  await a.page.getByTestId('room-fee-20').click();
  await expect(a.page.getByTestId('room-not-enough-coins')).toContainText('Not enough coins');
  await expect(a.page.getByTestId('room-create')).toBeDisabled();
  expect.soft(await violations(a.page), 'setup, not enough coins').toEqual([]);

  await a.page.getByTestId('language-select').selectOption('arabic');
  await expect(a.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.page.getByTestId('room-not-enough-coins')).toContainText('لا تملك ما يكفي من العملات');
  expect.soft(await violations(a.page), 'setup, Arabic').toEqual([]);
  await a.page.getByTestId('room-tab-join').click();
  expect.soft(await violations(a.page), 'setup, join, Arabic').toEqual([]);
  await a.page.getByTestId('room-tab-create').click();
  await a.page.getByTestId('room-fee-5').click();
  await a.page.getByTestId('room-create').click();
  await expect(a.page.getByTestId('lobby-code')).toHaveText(/^[A-Z0-9]{6}$/);
  const code = (await a.page.getByTestId('lobby-code').innerText()).trim();
  await expect(a.page.getByTestId('lobby-start-hint')).toHaveText('يلزم لاعبان على الأقل للبدء');
  expect.soft(await violations(a.page), 'lobby, Arabic').toEqual([]);

  const b = await person(browser, 'Hugo');
  await joinByCode(b.page, code);
  await expect(seatNames(a.page)).toHaveText(['Gina', 'Hugo']);
  await expect(a.page.getByTestId('lobby-announce')).toHaveText('انضم Hugo إلى الغرفة.');
  await b.page.getByTestId('lobby-leave').click();
  await expect(b.page.getByTestId('room-notice')).toHaveText('You left the room.');
  await expect(seatNames(a.page)).toHaveText(['Gina']);
  await expect(a.page.getByTestId('lobby-announce')).toHaveText('غادر Hugo الغرفة.');
  await a.context.close();
  await b.context.close();
});
