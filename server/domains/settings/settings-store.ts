import type { Db } from '../../db/client';
import { settings } from './schema';
import { settingDefaults, type SettingKey } from './defaults';

const TTL_MS = 5_000;

/** on()'s rule on a stored text: 1, or the default's number when the text is not a finite number. */
function onValue(key: SettingKey, text: string): boolean {
  const value = Number(text);
  return (Number.isFinite(value) ? value : Number(settingDefaults[key].value)) === 1;
}

/**
 * Settings are read on almost every play request, so they are cached in memory for a few seconds;
 * several server processes converge within that time after an admin change.
 */
export class SettingsStore {
  private values = new Map<string, string>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  private async refresh(): Promise<void> {
    const rows = await this.db.select().from(settings);
    this.values = new Map(rows.map((r) => [r.key, r.value]));
    this.loadedAt = Date.now();
  }

  private async fresh(): Promise<Map<string, string>> {
    if (Date.now() - this.loadedAt > TTL_MS) {
      this.loading ??= this.refresh().finally(() => (this.loading = null));
      await this.loading;
    }
    return this.values;
  }

  /** After a write of this process (the console's settings form): the next read loads them again. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  /**
   * The value while the cache is fresh, without a promise: the API route checks maintenance, the minimum
   * client version and mode switches on every request, and the async chain cost more than the check.
   * undefined when the cache must be loaded first (the caller then awaits str/on as before).
   */
  strNow(key: SettingKey): string | undefined {
    if (Date.now() - this.loadedAt > TTL_MS) return undefined;
    return this.values.get(key) ?? settingDefaults[key].value;
  }

  /** on() while the cache is fresh, else undefined (see strNow). */
  onNow(key: SettingKey): boolean | undefined {
    const value = this.strNow(key);
    return value === undefined ? undefined : onValue(key, value);
  }

  async raw(key: string): Promise<string | undefined> {
    return (await this.fresh()).get(key);
  }

  async str(key: SettingKey): Promise<string> {
    return (await this.raw(key)) ?? settingDefaults[key].value;
  }

  async num(key: SettingKey): Promise<number> {
    const value = Number(await this.str(key));
    return Number.isFinite(value) ? value : Number(settingDefaults[key].value);
  }

  /** A whole number of at least `min` (a count, seconds, coins); anything else an admin stored gives the default. */
  async whole(key: SettingKey, min: number): Promise<number> {
    const value = await this.num(key);
    return Number.isInteger(value) && value >= min ? value : Number(settingDefaults[key].value);
  }

  async on(key: SettingKey): Promise<boolean> {
    return onValue(key, await this.str(key));
  }

  /** The public subset, typed as numbers where the value is numeric. */
  async publicConfig(): Promise<Record<string, string | number>> {
    const out: Record<string, string | number> = {};
    for (const [key, def] of Object.entries(settingDefaults)) {
      if (!def.public) continue;
      const value = (await this.raw(key)) ?? def.value;
      out[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    }
    return out;
  }
}
