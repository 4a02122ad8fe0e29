/** Pure scoring rules of DESIGN §10 / reference §3.2, kept apart from I/O so they are unit-tested. */

export interface CoinRule {
  maxCoins: number;
  fullCoinsPercentage: number;
  passPercentage: number;
}

export const percentage = (correct: number, total: number) => (total === 0 ? 0 : (correct * 100) / total);

export const isPass = (pct: number, passPercentage: number) => pct >= passPercentage;

/** max coins at ≥ full%, one fewer per 10 % below it, never below 0; nothing when failed. */
export function coinsFor(pct: number, rule: CoinRule): number {
  if (!isPass(pct, rule.passPercentage)) return 0;
  if (pct >= rule.fullCoinsPercentage) return rule.maxCoins;
  return Math.max(0, rule.maxCoins - Math.ceil((rule.fullCoinsPercentage - pct) / 10));
}

export const scoreFor = (correct: number, wrong: number, credit: number, deduct: number) =>
  correct * credit - wrong * deduct;
