/**
 * A process that contends for data directory locks on command (server/db/lock-race.test.ts): each line
 * `<dir>` on stdin tries to lock that directory and answers `locked` or `refused`; `release` lets go.
 */
import { createInterface } from 'node:readline';
import { acquireDataDirLock } from '../lock';

let release: (() => void) | null = null;
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'release') {
    release?.();
    release = null;
    process.stdout.write('released\n');
    continue;
  }
  try {
    release = acquireDataDirLock(line);
    process.stdout.write('locked\n');
  } catch (err) {
    process.stdout.write(`refused ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n`);
  }
}
