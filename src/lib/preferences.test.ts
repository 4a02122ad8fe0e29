// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { localPreferencesAtom, preferencesChangedAtom } from './preference-atoms';
import {
  applyDocumentPreferences,
  dataSaver,
  playerTimeZone,
  preferencesAtom,
  reducedMotion,
  setPreferences,
} from './preferences';
import { toWire } from './preference-sync';
import { uiLanguageAtom } from './settings';
import { store } from './store';
import { themeAtom } from './theme';

beforeEach(() => {
  localStorage.clear();
  store.set(localPreferencesAtom, {});
  store.set(themeAtom, 'system');
  store.set(uiLanguageAtom, '');
  store.set(preferencesChangedAtom, 0);
});

describe('toWire', () => {
  it('sends booleans as 1/0, numbers as text, and a cleared language or zone as "auto"', () => {
    expect(
      toWire({ sound: false, vibration: true, volume: 35, theme: 'dark', content_language: undefined }),
    ).toEqual({ sound: '0', vibration: '1', volume: '35', theme: 'dark', content_language: 'auto' });
    expect(toWire({ time_zone: undefined, ui_language: undefined })).toEqual({
      time_zone: 'auto',
      ui_language: 'auto',
    });
    // A setting without a server-side default is simply not sent when cleared.
    expect(toWire({ font_size: undefined })).toEqual({});
  });
});

describe('setPreferences for a visitor', () => {
  it('applies each choice here at once, in the atoms its readers use, and notes when', async () => {
    const before = Date.now();
    await setPreferences({ theme: 'dark', ui_language: 'arabic', sound: false, font_size: 'large' });
    expect(store.get(themeAtom)).toBe('dark');
    expect(store.get(uiLanguageAtom)).toBe('arabic');
    expect(store.get(localPreferencesAtom)).toEqual({ sound: false, font_size: 'large' });
    expect(store.get(preferencesAtom)).toMatchObject({ theme: 'dark', ui_language: 'arabic', sound: false });
    expect(store.get(preferencesChangedAtom)).toBeGreaterThanOrEqual(before);
    // Cleared: back to the default.
    await setPreferences({ font_size: undefined, ui_language: undefined, theme: undefined });
    expect(store.get(localPreferencesAtom)).toEqual({ sound: false });
    expect(store.get(uiLanguageAtom)).toBe('');
    expect(store.get(themeAtom)).toBe('system');
  });
});

describe('the device-facing decisions', () => {
  it('reduces motion when the player asks, whatever the system says', () => {
    expect(reducedMotion()).toBe(false);
    store.set(localPreferencesAtom, { reduced_motion: 'on' });
    expect(reducedMotion()).toBe(true);
  });

  it('saves data when forced, and not when turned off', () => {
    store.set(localPreferencesAtom, { data_saver: 'on' });
    expect(dataSaver()).toBe(true);
    store.set(localPreferencesAtom, { data_saver: 'off' });
    expect(dataSaver()).toBe(false);
  });

  it("counts days in the chosen zone, else the device's", () => {
    expect(playerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    store.set(localPreferencesAtom, { time_zone: 'Asia/Tokyo' });
    expect(playerTimeZone()).toBe('Asia/Tokyo');
  });

  it('scales the root font size and marks reduced motion on the document', () => {
    applyDocumentPreferences({ font_size: 'x-large', reduced_motion: 'on' });
    expect(document.documentElement.style.fontSize).toBe('125%');
    expect(document.documentElement.dataset.motion).toBe('reduce');
    applyDocumentPreferences({});
    expect(document.documentElement.style.fontSize).toBe('');
    expect(document.documentElement.dataset.motion).toBeUndefined();
  });
});
