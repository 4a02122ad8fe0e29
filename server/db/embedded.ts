import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { EmbeddedMessage } from './embedded-process';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts PGlite in a child process and returns a postgres:// URL to reach it over loopback. */
export async function startEmbeddedDatabase(dataDir: string, maxConnections = 16): Promise<EmbeddedDatabase> {
  const child = fork(new URL('./embedded-process.ts', import.meta.url), [dataDir, String(maxConnections)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => [{ type: 'failed', message: `exited with code ${String(code)}` }]),
  ])) as [EmbeddedMessage];
  if (message.type !== 'ready') throw new Error(`The embedded database did not start: ${message.message}`);
  return {
    url: `postgres://postgres@127.0.0.1:${message.port}/postgres`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}
