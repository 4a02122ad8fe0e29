import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsStore } from '../domains/settings';
import { settings } from '../domains/settings/schema';
import { startTestApp, type TestApp } from './harness';

// The API route reads maintenance, the minimum client version and mode switches through strNow/onNow
// on every request: they must give exactly what str/on give while the cache is fresh, and nothing
// (so the route loads and awaits) when it is not.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('SettingsStore.strNow / onNow', () => {
  it('give nothing before the first load and after an invalidation', async () => {
    const store = new SettingsStore(t.database.db);
    expect(store.strNow('min_client_version')).toBeUndefined();
    expect(store.onNow('app_maintenance')).toBeUndefined();
    await store.on('app_maintenance');
    expect(store.onNow('app_maintenance')).toBe(false);
    store.invalidate();
    expect(store.onNow('app_maintenance')).toBeUndefined();
  });

  it('agree with str and on, stored values and defaults alike', async () => {
    const db = t.database.db;
    const upsert = (key: string, value: string) =>
      db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    await upsert('app_maintenance', '1');
    await upsert('min_client_version', '2.5.0');
    // Not a number: on() falls back to the default's value, and onNow must too.
    await upsert('option_shuffle_mode', 'yes');
    const store = new SettingsStore(db);
    await store.str('min_client_version');
    expect(store.onNow('app_maintenance')).toBe(true);
    expect(store.onNow('app_maintenance')).toBe(await store.on('app_maintenance'));
    expect(store.strNow('min_client_version')).toBe('2.5.0');
    expect(store.onNow('option_shuffle_mode')).toBe(await store.on('option_shuffle_mode'));
    await db
      .delete(settings)
      .where(inArray(settings.key, ['app_maintenance', 'min_client_version', 'option_shuffle_mode']));
    store.invalidate();
    await store.str('min_client_version');
    expect(store.strNow('min_client_version')).toBe(await store.str('min_client_version'));
    expect(store.onNow('app_maintenance')).toBe(false);
  });
});
