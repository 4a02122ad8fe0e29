/**
 * The embedded database runs in its own process: PGlite executes every query synchronously on the
 * thread that owns it, so hosting it here keeps the server's event loop free (STACK.md). The server
 * speaks the PostgreSQL wire protocol to it through pglite-socket, exactly as it would to PostgreSQL.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DurableNodeFS, durableStartParams } from './durable-fs';

export type EmbeddedMessage = { type: 'ready' } | { type: 'failed'; message: string };

const dataDir = process.argv[2] ?? 'memory://';
const maxConnections = Number(process.argv[3] ?? 16);
// A Unix socket in a directory of mode 0700 that the parent prepared (socket-dir.ts): never TCP.
const socketPath = process.argv[4] ?? '';
const fsync = process.argv[5] !== 'no-fsync';
// An in-memory engine may start from a data directory dumped by PGlite (a tarball): the test suites
// start hundreds of throwaway databases, and a fresh one costs initdb, the migrations and the seed.
const template = process.argv[6];

function send(message: EmbeddedMessage) {
  process.send?.(message);
}

try {
  if (!socketPath) throw new Error('no socket path given');
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  // On disk, commits are flushed like PostgreSQL's (durable-fs.ts), unless the data is throwaway (e2e
  // servers: DB_FSYNC=off). An in-memory engine has no disk to flush.
  const db =
    onDisk && fsync
      ? await PGlite.create({ fs: new DurableNodeFS(dataDir), startParams: durableStartParams })
      : template && !onDisk
        ? await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) })
        : await PGlite.create(dataDir);
  // A socket file left by an engine that was killed would make listen() fail (EADDRINUSE). The parent
  // holds the data directory lock (or owns the private temporary directory), so the file is ours.
  rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
  send({ type: 'ready' });

  const shutdown = async () => {
    await server.stop();
    await db.close();
    process.exit(0);
  };
  // The parent owns our lifetime: when it goes away (even by a crash), close the data dir cleanly.
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => undefined);
} catch (err) {
  send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}
