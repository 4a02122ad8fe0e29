import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lifelineNames } from '../../contract';
import { coinReasons } from '../../src/features/wallet/reasons';
import strings from '../../contract/strings/features/wallet.json';

const domains = path.join(import.meta.dirname, '../domains');
const sources = (readdirSync(domains, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(path.join(domains, f), 'utf8'));

/** Reasons the server writes: literal fourth arguments of moveCoins, reason tables, lifeline names. */
function serverReasons(): Set<string> {
  const found = new Set<string>(lifelineNames);
  for (const source of sources) {
    for (const m of source.matchAll(/moveCoins\(\s*[^,]+,\s*[^,]+,\s*[^,]+,\s*'([A-Za-z_]+)'/g))
      found.add(m[1]!);
    for (const m of source.matchAll(/\breason: '([A-Za-z_]+)'/g)) found.add(m[1]!);
  }
  return found;
}

describe('coin history titles', () => {
  it('the client knows every reason the server writes', () => {
    const reasons = serverReasons();
    expect(reasons.size).toBeGreaterThan(10);
    expect([...reasons].filter((r) => !(coinReasons as readonly string[]).includes(r))).toEqual([]);
  });

  it('every reason has a title in English, Arabic and French', () => {
    for (const pack of ['english', 'arabic', 'french'] as const) {
      const keys = strings[pack] as Record<string, string>;
      const missing = [...coinReasons, 'other_income', 'other_spend']
        .map((r) => `coin_reason_${r}`)
        .filter((k) => !keys[k]);
      expect(missing, pack).toEqual([]);
    }
  });
});
