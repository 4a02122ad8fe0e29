import type { Db } from '../../db/client';
import { settings } from './schema';
import { settingDefaults, type SettingKey } from './defaults';

const TTL_MS = 5_000;

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
    return (await this.num(key)) === 1;
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
