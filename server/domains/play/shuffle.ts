import { randomInt } from 'node:crypto';

/** Fisher–Yates with a crypto RNG, so option order cannot be predicted from earlier attempts. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
