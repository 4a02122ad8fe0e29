import { describe, expect, test } from 'vitest';
import { browserLanguage } from './language-tags';

describe('browserLanguage', () => {
  const offered = ['english', 'arabic', 'french'];

  test('the first preferred language the site offers, by its primary tag', () => {
    expect(browserLanguage(offered, ['ar-EG', 'en-US'])).toBe('arabic');
    expect(browserLanguage(offered, ['de-DE', 'fr-CA', 'en'])).toBe('french');
    expect(browserLanguage(offered, ['EN-gb'])).toBe('english');
  });

  test('null when the site offers none of them, or the browser names none', () => {
    expect(browserLanguage(offered, ['de-DE', 'ja'])).toBeNull();
    expect(browserLanguage(offered, [])).toBeNull();
    expect(browserLanguage([], ['ar'])).toBeNull();
  });
});
