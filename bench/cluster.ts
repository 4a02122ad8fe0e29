/**
 * The layout of compose.yaml, run natively on this machine (no container engine here): PostgreSQL and
 * Redis (the machine's own), N app processes, and HAProxy (Debian's package) with deploy/haproxy.cfg —
 * the same file, with its DNS server templates replaced by one line per local process.
 * Measures the cached catalogue action through the load balancer for each N in BENCH_CLUSTER_APPS
 * (default 1,2), beside one app process reached directly and the bare node:http echo, all with the
 * same load generator in this process. Prints figures; asserts nothing.
 * Run alone with `node --import tsx bench/cluster.ts`; skipped when haproxy, PostgreSQL or Redis is
 * missing. BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test) is the server that gets a
 * throwaway database; REDIS_URL (default redis://127.0.0.1:6379).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hasWrk, wrkClient } from './catalogue';
import { load, multipart, type LoadResult } from './load';
import { postgresUnreachable, throwawayDatabase } from './postgres';
import { startProcess, stopProcess } from './processes';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const APPS = (process.env.BENCH_CLUSTER_APPS ?? '1,2').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 32;
const LB_PORT = 4690;
const ECHO_PORT = 4691;
const FIRST_APP_PORT = 4692;
const root = path.resolve(import.meta.dirname, '..');

/** deploy/haproxy.cfg with local servers: its `server-template … app:8080` lines become one line per port. */
export async function localHaproxyConfig(ports: number[], listen: number): Promise<string> {
  const cfg = await readFile(path.join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  const lines = cfg.split('\n').flatMap((line) => {
    const template = /^(\s*)server-template (\w+) \S+ app:8080 (.*?) resolvers docker init-addr none$/.exec(
      line,
    );
    if (template) {
      const [, indent, name, options] = template;
      return ports.map((port, i) => `${indent}server ${name}${i + 1} 127.0.0.1:${port} ${options}`);
    }
    if (/^\s*bind :8080$/.test(line)) return [`  bind 127.0.0.1:${listen}`];
    return [line];
  });
  // The resolvers section only serves the DNS templates, and compose's DNS is not here.
  const resolvers = lines.findIndex((l) => l.startsWith('resolvers docker'));
  return lines.slice(0, resolvers === -1 ? undefined : resolvers).join('\n') + '\n';
}

async function reachable(): Promise<string | null> {
  if (spawnSync('haproxy', ['-v']).status !== 0) return 'haproxy is not installed (apt-get install haproxy)';
  return postgresUnreachable();
}

async function startHaproxy(cfgFile: string): Promise<ChildProcess> {
  const child = spawn('haproxy', ['-db', '-f', cfgFile], {
    env: { ...process.env, HAPROXY_COOKIE_KEY: randomBytes(8).toString('hex') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${LB_PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('haproxy did not answer');
}

const fmt = (n: number) => n.toFixed(1);
const row = (name: string, r: LoadResult) =>
  console.log(
    `${name.padEnd(44)}${fmt(r.rps).padStart(9)} ${fmt(r.p50).padStart(9)} ${fmt(r.p99).padStart(9)}`,
  );

export async function benchCluster(): Promise<void> {
  const why = await reachable();
  if (why) {
    console.log(`cluster (compose layout, natively): skipped — ${why}\n`);
    return;
  }
  const body = await multipart({ type: '1' });
  // wrk when installed: a C generator takes far less of the two cores than the Node client would.
  const wrkDir = await mkdtemp(path.join(tmpdir(), 'openquiz-cluster-wrk-'));
  const generator = hasWrk() ? wrkClient(wrkDir) : null;
  const measure = async (url: string) => {
    await load(url, body, CONCURRENCY, 1);
    return generator ? generator(url, body) : load(url, body, CONCURRENCY, SECONDS);
  };
  const echo = await startProcess(
    'bench/echo-server.ts',
    { PORT: String(ECHO_PORT) },
    `http://127.0.0.1:${ECHO_PORT}/`,
  );
  const bare = await measure(`http://127.0.0.1:${ECHO_PORT}/`);
  await stopProcess(echo);

  console.log(
    `cluster: PostgreSQL + Redis + app processes behind HAProxy (deploy/haproxy.cfg), ${SECONDS}s, ${CONCURRENCY} clients, ${generator ? 'wrk' : 'Node client'}`,
  );
  console.log(`${'get_categories'.padEnd(44)}    req/s    p50 ms    p99 ms`);
  row('bare node:http multipart echo', bare);
  for (const n of APPS) {
    const database = await throwawayDatabase('oq_cluster_bench');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-cluster-'));
    const ports = Array.from({ length: n }, (_, i) => FIRST_APP_PORT + i);
    const apps: ChildProcess[] = [];
    let lb: ChildProcess | null = null;
    try {
      // One after the other: the first migrates and seeds, the others find it done (as compose starts them).
      for (const port of ports) {
        const env = {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          REDIS_URL,
          TRUST_PROXY: 'on',
          LOG_LEVEL: 'warn',
          RATE_LIMIT: 'off',
        };
        apps.push(await startProcess('server/main.ts', env, `http://127.0.0.1:${port}/healthz`));
      }
      const cfgFile = path.join(dataDir, 'haproxy.cfg');
      await writeFile(cfgFile, await localHaproxyConfig(ports, LB_PORT));
      lb = await startHaproxy(cfgFile);
      if (n === APPS[0])
        row('one app process, direct', await measure(`http://127.0.0.1:${ports[0]}/api/get_categories`));
      const through = await measure(`http://127.0.0.1:${LB_PORT}/api/get_categories`);
      row(`${n} app process${n > 1 ? 'es' : ''} behind HAProxy`, through);
      console.log(`${''.padEnd(44)}${fmt((through.rps / bare.rps) * 100).padStart(8)} % of bare`);
    } finally {
      if (lb) await stopProcess(lb);
      for (const app of apps) await stopProcess(app);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  await rm(wrkDir, { recursive: true, force: true });
  console.log('(one machine, 2 cores: the load generator, HAProxy and every app process share them)\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCluster();
