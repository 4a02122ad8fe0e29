/**
 * The embedded database runs in its own process: PGlite executes every query synchronously on the
 * thread that owns it, so hosting it here keeps the server's event loop free (STACK.md). The server
 * speaks the PostgreSQL wire protocol to it through pglite-socket, exactly as it would to PostgreSQL.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedMessage = { type: 'ready'; port: number } | { type: 'failed'; message: string };

const dataDir = process.argv[2] ?? 'memory://';
const maxConnections = Number(process.argv[3] ?? 16);

function send(message: EmbeddedMessage) {
  process.send?.(message);
}

try {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const [, port] = server.getServerConn().split(':');
  send({ type: 'ready', port: Number(port) });

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
