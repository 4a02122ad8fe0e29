/** What the live-battle bench reads of the server processes: memory, CPU time and event-loop delay. */
import { readFile } from 'node:fs/promises';
import { baseUrl } from './battle-setup';

/** VmRSS of a process in bytes. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
/** CPU seconds a process has used (user + system; Linux clock ticks are 1/100 s). */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}
export async function childPids(pid: number): Promise<number[]> {
  const list = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return list.split(' ').filter(Boolean).map(Number);
}
/** RSS and post-GC heap of the server processes together, as they report them. */
export async function serverMemory(ports: number[]) {
  let rss = 0;
  let heap = 0;
  for (const port of ports) {
    const usage = (await (await fetch(`${baseUrl(port)}/bench/memory`)).json()) as NodeJS.MemoryUsage;
    rss += usage.rss;
    heap += usage.heapUsed;
  }
  return { rss, heap };
}

export interface Lag {
  p50: number;
  p99: number;
  max: number;
}

/** `monitorEventLoopDelay` at this resolution (ms): what it reports includes it; shown without it. */
export const LAG_RESOLUTION_MS = 10;
export const lagBeyond = (l: Lag): Lag => ({
  p50: Math.max(0, l.p50 - LAG_RESOLUTION_MS),
  p99: Math.max(0, l.p99 - LAG_RESOLUTION_MS),
  max: Math.max(0, l.max - LAG_RESOLUTION_MS),
});

/** The servers' event-loop delay since the previous call, the worst of them (ms, beyond the sampling). */
export async function serverLag(ports: number[]): Promise<Lag> {
  const all = await Promise.all(
    ports.map(async (port) => (await (await fetch(`${baseUrl(port)}/bench/lag`)).json()) as Lag),
  );
  return lagBeyond({
    p50: Math.max(...all.map((l) => l.p50)),
    p99: Math.max(...all.map((l) => l.p99)),
    max: Math.max(...all.map((l) => l.max)),
  });
}
