/**
 * One table of DESIGN §12's budgets for `npm run bench`: each bench part records the figure it measured
 * against its budget, and the run ends with every budget, its figure, the ratio and whether it holds.
 */
export interface Budget {
  /** What is measured, e.g. "battle ack p99, 1,000 rooms, one process (embedded)". */
  name: string;
  /** The measured figure, or null when this run could not measure it (say why in `note`). */
  figure: number | null;
  unit: string;
  /** The budget's limit in the same unit. */
  limit: number;
  /** 'max': the figure must stay at or under the limit (latency, size); 'min': at or over (throughput, score). */
  kind: 'max' | 'min';
  note?: string;
}

const recorded: Budget[] = [];

export function recordBudget(budget: Budget): void {
  recorded.push(budget);
}

export function recordedBudgets(): readonly Budget[] {
  return recorded;
}

export const holds = (b: Budget): boolean | null =>
  b.figure === null ? null : b.kind === 'max' ? b.figure <= b.limit : b.figure >= b.limit;

const num = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));

/** Prints every recorded budget: figure, limit, figure/limit, and holds / MISSES / not measured. */
export function printBudgets(budgets: readonly Budget[] = recorded): void {
  console.log('\nbudgets (DESIGN §12)');
  console.log(
    `${'budget'.padEnd(58)}${'figure'.padStart(12)}${'limit'.padStart(14)}${'ratio'.padStart(8)}  verdict`,
  );
  for (const b of budgets) {
    const verdict = holds(b);
    const limit = `${b.kind === 'max' ? '≤' : '≥'} ${num(b.limit)} ${b.unit}`;
    console.log(
      `${b.name.padEnd(58)}${(b.figure === null ? '–' : `${num(b.figure)} ${b.unit}`).padStart(12)}` +
        `${limit.padStart(14)}${(b.figure === null ? '–' : (b.figure / b.limit).toFixed(2)).padStart(8)}  ` +
        `${verdict === null ? 'not measured' : verdict ? 'holds' : 'MISSES'}${b.note ? ` (${b.note})` : ''}`,
    );
  }
  const measured = budgets.filter((b) => holds(b) !== null);
  console.log(`${measured.filter((b) => holds(b)).length} of ${measured.length} measured budgets hold\n`);
}
