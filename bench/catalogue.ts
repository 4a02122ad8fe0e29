/**
 * Cached catalogue throughput (DESIGN §12: ≥ 40 % of a bare node:http multipart echo's requests/s).
 * `POST /api/get_categories` (multipart, type=1) on the real server process against bench/echo-server.ts,
 * both running at once in their own processes, loaded alternately (echo, server, echo, …) by 32
 * keep-alive clients from this process, BENCH_CATALOGUE_ROUNDS times; the figure is the median of the
 * rounds' ratios. Two load generators, measured the same way: the Node client of bench/load.ts (always)
 * and `wrk` when it is installed (a C generator that needs far less CPU per request than the servers,
 * so it cannot be the bottleneck; the Node client may be one against the echo). Each server process
 * reports its CPU share and event-loop delay over each run (bench/loop-probe.ts).
 * Run alone with `node --import tsx bench/catalogue.ts`; ports BENCH_ECHO_PORT / BENCH_API_PORT.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { recordBudget } from './budgets';
import { load, multipart, type LoadResult, type Payload } from './load';
import { startProcess, stopProcess } from './processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_CATALOGUE_ROUNDS ?? 3);
const CONCURRENCY = 32;
const ECHO_PORT = Number(process.env.BENCH_ECHO_PORT ?? 4391);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4392);
const SAME_PORT = Number(process.env.BENCH_SAME_PORT ?? 4393);
const BUDGET = 40;

interface Probe {
  loopP50: number;
  loopP99: number;
  loopMax: number;
  cpu: number;
}
interface Run extends LoadResult {
  probe: Probe;
  /** The load generator's own CPU share of one core (Node client only). */
  clientCpu?: number;
}
export type Generator = (url: string, payload: Payload) => Promise<LoadResult & { clientCpu?: number }>;

/** A TypeScript entry in its own process with bench/loop-probe.ts preloaded; resolves once `url` answers. */
const start = (entry: string, env: Record<string, string>, url: string) =>
  startProcess(entry, env, url, { preload: 'bench/loop-probe.ts' });

const probe = (child: ChildProcess) =>
  new Promise<Probe>((resolve) => {
    child.once('message', (m) => resolve(m as Probe));
    child.send('probe');
  });

const nodeClient: Generator = async (url, payload) => {
  const before = process.cpuUsage();
  const t0 = performance.now();
  const result = await load(url, payload, CONCURRENCY, SECONDS);
  const used = process.cpuUsage(before);
  return { ...result, clientCpu: (used.user + used.system) / 1000 / (performance.now() - t0) };
};

export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

const ms = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

/** wrk, one thread, the same 32 keep-alive connections, the body from a file through a Lua script. */
export function wrkClient(dir: string): Generator {
  return async (url, payload) => {
    const bodyFile = path.join(dir, 'body.bin');
    const script = path.join(dir, 'post.lua');
    await writeFile(bodyFile, payload.body);
    await writeFile(
      script,
      `wrk.method = "POST"\nlocal f = io.open(${JSON.stringify(bodyFile)}, "rb")\nwrk.body = f:read("*a")\nf:close()\n` +
        `wrk.headers["Content-Type"] = ${JSON.stringify(payload.contentType)}\n`,
    );
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', [
        '-t1',
        `-c${CONCURRENCY}`,
        `-d${SECONDS}s`,
        '--latency',
        '-s',
        script,
        url,
      ]);
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}`))));
    });
    if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`wrk saw failed requests:\n${out}`);
    const pct = (p: number) => {
      const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)$`, 'm').exec(out);
      return m ? ms(m[1] ?? '', m[2] ?? '') : NaN;
    };
    const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
    return { requests, seconds: requests / rps, rps, p50: pct(50), p99: pct(99) };
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
const f1 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(1));

function printRuns(label: string, runs: Run[]) {
  for (const [i, r] of runs.entries())
    console.log(
      `  ${`${label} #${i + 1}`.padEnd(26)}${f1(r.rps).padStart(9)}${f1(r.p50).padStart(8)}${f1(r.p99).padStart(8)}` +
        `${f1(r.probe.cpu * 100).padStart(10)}${f1(r.probe.loopP99).padStart(10)}${f1(r.probe.loopMax).padStart(10)}` +
        `${r.clientCpu === undefined ? '' : f1(r.clientCpu * 100).padStart(10)}`,
    );
}

interface Servers {
  echo: ChildProcess;
  /** The bare server sending the catalogue's own answer (echo-server.ts with ANSWER_FROM). */
  same: ChildProcess;
  api: ChildProcess;
}

/**
 * Alternating rounds with one generator (echo, same answer, catalogue, echo, …); returns the median
 * ratios (%) of the rounds: against the echo (the budget) and against bare Node sending the same answer.
 */
async function rounds(name: string, generate: Generator, { echo, same, api }: Servers) {
  const payload = await multipart({ type: '1' });
  const echoUrl = `http://127.0.0.1:${ECHO_PORT}/`;
  const sameUrl = `http://127.0.0.1:${SAME_PORT}/`;
  const apiUrl = `http://127.0.0.1:${API_PORT}/api/get_categories`;
  // Warm-up: JIT, the catalogue cache, keep-alive sockets.
  for (const url of [echoUrl, sameUrl, apiUrl]) await load(url, payload, CONCURRENCY, 1);
  const bare: Run[] = [];
  const sameRuns: Run[] = [];
  const cat: Run[] = [];
  const measure = async (child: ChildProcess, url: string) => {
    await probe(child);
    const r = await generate(url, payload);
    return { ...r, probe: await probe(child) };
  };
  for (let i = 0; i < ROUNDS; i++) {
    bare.push(await measure(echo, echoUrl));
    sameRuns.push(await measure(same, sameUrl));
    cat.push(await measure(api, apiUrl));
  }
  const ratios = bare.map((b, i) => ((cat[i]?.rps ?? NaN) / b.rps) * 100);
  const sameRatio = median(sameRuns.map((b, i) => ((cat[i]?.rps ?? NaN) / b.rps) * 100));
  console.log(
    `catalogue throughput, ${name}, ${SECONDS}s × ${ROUNDS} alternations, ${CONCURRENCY} keep-alive clients`,
  );
  console.log(
    `  ${''.padEnd(26)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
      `${'srv cpu%'.padStart(10)}${'loop p99'.padStart(10)}${'loop max'.padStart(10)}${name === 'node client' ? 'cli cpu%'.padStart(10) : ''}`,
  );
  printRuns('bare echo', bare);
  printRuns('bare, same answer', sameRuns);
  printRuns('get_categories', cat);
  const ratio = median(ratios);
  console.log(
    `  median: bare ${f1(median(bare.map((r) => r.rps)))} req/s, catalogue ${f1(median(cat.map((r) => r.rps)))} req/s ` +
      `(p50 ${f1(median(cat.map((r) => r.p50)))} ms, p99 ${f1(median(cat.map((r) => r.p99)))} ms); ` +
      `ratio per round ${ratios.map(f1).join(', ')} → median ${f1(ratio)} % of bare (budget ≥ ${BUDGET} %)`,
  );
  console.log(
    `  bare Node sending the catalogue's own answer (its headers and body): ${f1(median(sameRuns.map((r) => r.rps)))} req/s; ` +
      `the catalogue makes ${f1(sameRatio)} % of that\n`,
  );
  return { ratio, sameRatio };
}

export async function benchCatalogue(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-bench-catalogue-'));
  let echo: ChildProcess | null = null;
  let api: ChildProcess | null = null;
  let same: ChildProcess | null = null;
  try {
    echo = await start('bench/echo-server.ts', { PORT: String(ECHO_PORT) }, `http://127.0.0.1:${ECHO_PORT}/`);
    // Rate limits off: one address sending thousands of reads a second would be refused (429) by design.
    const env = {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    };
    api = await start('server/main.ts', env, `http://127.0.0.1:${API_PORT}/healthz`);
    same = await start(
      'bench/echo-server.ts',
      { PORT: String(SAME_PORT), ANSWER_FROM: `http://127.0.0.1:${API_PORT}/api/get_categories` },
      `http://127.0.0.1:${SAME_PORT}/`,
    );
    const servers = { echo, same, api };
    const node = await rounds('node client', nodeClient, servers);
    recordBudget({
      name: 'catalogue get_categories vs bare echo (Node client)',
      figure: node.ratio,
      unit: '%',
      limit: BUDGET,
      kind: 'min',
      note: `median of ${ROUNDS} alternations`,
    });
    if (hasWrk()) {
      const wrk = await rounds('wrk', wrkClient(dataDir), servers);
      recordBudget({
        name: 'catalogue get_categories vs bare echo (wrk)',
        figure: wrk.ratio,
        unit: '%',
        limit: BUDGET,
        kind: 'min',
        note: `median of ${ROUNDS} alternations; ${f1(wrk.sameRatio)} % of bare Node sending the same answer`,
      });
    } else {
      recordBudget({
        name: 'catalogue get_categories vs bare echo (wrk)',
        figure: null,
        unit: '%',
        limit: BUDGET,
        kind: 'min',
        note: 'wrk is not installed',
      });
    }
  } catch (err) {
    console.log(`catalogue throughput could not be measured: ${err instanceof Error ? err.message : err}\n`);
    recordBudget({
      name: 'catalogue get_categories vs bare echo',
      figure: null,
      unit: '%',
      limit: BUDGET,
      kind: 'min',
      note: 'the run failed',
    });
  } finally {
    if (same) await stopProcess(same);
    if (api) await stopProcess(api);
    if (echo) await stopProcess(echo);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printBudgets } = await import('./budgets');
  await benchCatalogue();
  printBudgets();
}
