import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts a TypeScript entry point in its own process and waits (up to a minute) until `url` answers.
 * `preload`: a module imported first, talking to this process over IPC (bench/loop-probe.ts).
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  url: string,
  { preload }: { preload?: string } = {},
): Promise<ChildProcess> {
  const imports = ['--import', 'tsx', ...(preload ? ['--import', path.join(root, preload)] : [])];
  const child = spawn(process.execPath, [...imports, path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: preload ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`${entry} did not answer at ${url}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
