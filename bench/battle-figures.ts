/** The live-battle bench's figures: percentiles, number formats, and the summary table of all setups. */
import { budgetOf, label, type Setup } from './battle-setup';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
export const fmt = (n: number) => n.toFixed(1);
export const mb = (bytes: number) => bytes / 1_048_576;

export interface Row {
  setup: Setup;
  p50: number;
  p99: number;
  /** p99 of the answers sent while all rooms were in play; null when there was no such moment. */
  steadyP99: number | null;
  idleRssKb: number;
  idleHeapKb: number;
  playRssKb: number;
  /** Event-loop delay p99 during start+play (ms beyond the sampling): the servers' worst, the load generator's. */
  serverLagP99: number;
  clientLagP99: number;
  errors: string;
}

export function summary(rows: Row[]) {
  console.log('\nbattle answer acks — summary (budget p99: 25 ms on one process, 50 ms on two with Redis)');
  console.log(
    'setup                              rooms  sockets   p50 ms   p99 ms  p99/budget  all-in-play p99 ms  server loop p99  client loop p99  kB RSS/conn  kB heap/conn  kB RSS/conn playing  errors',
  );
  for (const r of rows) {
    console.log(
      `${label(r.setup).padEnd(33)}${String(r.setup.rooms).padStart(7)}${String(r.setup.rooms * 2).padStart(9)}` +
        `${fmt(r.p50).padStart(9)}${fmt(r.p99).padStart(9)}${`${fmt(r.p99 / budgetOf(r.setup))} ×`.padStart(12)}` +
        `${(r.steadyP99 === null ? '–' : fmt(r.steadyP99)).padStart(20)}` +
        `${fmt(r.serverLagP99).padStart(17)}${fmt(r.clientLagP99).padStart(17)}` +
        `${fmt(r.idleRssKb).padStart(13)}${fmt(r.idleHeapKb).padStart(14)}${fmt(r.playRssKb).padStart(21)}  ${r.errors}`,
    );
  }
}
