/**
 * Cold start of `npm start` (DESIGN §12 / issue 18: ≤ 10 s with the demo content): the time from spawning
 * `node --import tsx scripts/start.ts` until /healthz answers, with an existing build (dist/) and a fresh
 * DATA_DIR (first start: migrations, demo content, demo media), then again on that DATA_DIR (second start).
 * BENCH_COLD_RUNS times each (fresh directories), median. Port BENCH_COLD_PORT.
 * Run alone with `node --import tsx bench/cold-start.ts`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { recordBudget } from './budgets';
import { stopProcess } from './processes';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const PORT = Number(process.env.BENCH_COLD_PORT ?? 4393);
const BUDGET = 10;

/** Seconds from spawn until /healthz answers; the process is stopped again afterwards. */
async function startOnce(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (performance.now() - t0 > 120_000) throw new Error('no answer within 120 s');
      const ok = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return (performance.now() - t0) / 1000;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await stopProcess(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function benchColdStart(): Promise<void> {
  const record = (name: string, figure: number | null, note: string) =>
    recordBudget({ name, figure, unit: 's', limit: BUDGET, kind: 'max', note });
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.log('cold start not measured: no dist/ (run `npm run build` first)\n');
    record('cold start, npm start, first (fresh DATA_DIR)', null, 'no dist/');
    return;
  }
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-bench-cold-'));
    try {
      first.push(await startOnce(dataDir));
      second.push(await startOnce(dataDir));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const s = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
  console.log(`cold start of npm start until /healthz answers, ${RUNS} runs (existing dist/)`);
  console.log(`  first start (fresh DATA_DIR): ${s(first)} s → median ${median(first).toFixed(2)} s`);
  console.log(`  second start (same DATA_DIR): ${s(second)} s → median ${median(second).toFixed(2)} s\n`);
  record('cold start, npm start, first (fresh DATA_DIR)', median(first), `median of ${RUNS}`);
  record('cold start, npm start, second', median(second), `median of ${RUNS}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printBudgets } = await import('./budgets');
  await benchColdStart();
  printBudgets();
}
