import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONTENDERS = 4;
const ROUNDS = 60;

interface Contender {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<string>;
}

function contender(): Contender {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./test-fixtures/lock-contender.ts', import.meta.url).pathname],
    { stdio: 'pipe' },
  );
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const take = waiting.shift();
    if (take) take(line);
    else lines.push(line);
  });
  return {
    child,
    next: () => new Promise((resolve) => (lines.length ? resolve(lines.shift()!) : waiting.push(resolve))),
  };
}

let contenders: Contender[] = [];
const root = mkdtempSync(path.join(tmpdir(), 'openquiz-lock-race-'));

beforeAll(() => {
  contenders = Array.from({ length: CONTENDERS }, contender);
});
afterAll(() => {
  contenders.forEach((c) => c.child.kill());
  rmSync(root, { recursive: true, force: true });
});

/** One round: every contender asks for the same directory at the same moment; the answers, then release. */
async function round(dir: string) {
  const answers = contenders.map((c) => c.next());
  contenders.forEach((c) => c.child.stdin.write(`${dir}\n`));
  const results = await Promise.all(answers);
  const released = contenders.map((c) => c.next());
  contenders.forEach((c) => c.child.stdin.write('release\n'));
  await Promise.all(released);
  return results;
}

describe('the data directory lock, contended by real processes started together', () => {
  it('lets exactly one process in, on a fresh directory and over a stale lock, round after round', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => gone.once('exit', r));
    const outcomes: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const dir = path.join(root, `round-${i}`);
      // Odd rounds start from a lock left by a dead process (the takeover race); even ones from nothing.
      if (i % 2 === 1) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'openquiz.lock'), String(gone.pid));
      }
      const results = await round(dir);
      const locked = results.filter((r) => r === 'locked').length;
      const refused = results.filter((r) => r.startsWith('refused') && r.includes('is in use by process'));
      outcomes.push(`${locked}/${refused.length}`);
    }
    expect(outcomes).toEqual(Array(ROUNDS).fill(`1/${CONTENDERS - 1}`));
  }, 120_000);
});
