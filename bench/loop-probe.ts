/**
 * Preloaded (`--import`) into a server process the catalogue bench starts: reports, over the IPC channel,
 * the process's event-loop delay and CPU time since the last question, so the bench can tell a saturated
 * server (CPU ≈ one core) from a load generator that is the bottleneck, without touching the server's code.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let cpu = process.cpuUsage();
let at = performance.now();

process.on('message', (message) => {
  if (message !== 'probe') return;
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - at;
  process.send?.({
    loopP50: delay.percentile(50) / 1e6,
    loopP99: delay.percentile(99) / 1e6,
    loopMax: delay.max / 1e6,
    // Share of one core over the interval (user + system).
    cpu: (used.user + used.system) / 1000 / wall,
  });
  delay.reset();
  cpu = process.cpuUsage();
  at = performance.now();
});
// The IPC channel must not keep a process alive that would otherwise exit.
process.channel?.unref();
