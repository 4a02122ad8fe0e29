import { existsSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase, type Db } from './client';
import { DataDirLockedError } from './lock';
import * as schema from './schema';
import { checkPrivateDir, ENGINE_PORT, socketDirOf } from './socket-dir';

export interface OperatorConnection {
  db: Db;
  /** How the database was reached, for the command's output (never a password or a socket path). */
  how: string;
  close(): Promise<void>;
}

/**
 * The database of a deployment, for an operator's command, whether its server runs or not:
 * - DATABASE_URL: connect to PostgreSQL directly;
 * - embedded, data directory free: take its lock, start the engine, and stop both at close;
 * - embedded, data directory locked by a live server: reach that server's engine through its Unix
 *   socket (socket-dir.ts), which only this user can enter. Two processes never open one data directory.
 */
export async function connectAsOperator(config: Config): Promise<OperatorConnection> {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
    return { db: drizzle(pool, { schema }), how: 'PostgreSQL (DATABASE_URL)', close: () => pool.end() };
  }
  if (!existsSync(path.join(config.dataDir, 'pg'))) {
    throw new Error(
      `There is no database in ${config.dataDir}. Set DATA_DIR (or DATABASE_URL) as for the server, ` +
        'and start the server once to create it.',
    );
  }
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    return {
      db: database.db,
      how: `the embedded database in ${config.dataDir} (no server running)`,
      close: () => database.close(),
    };
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const host = socketDirOf(config.dataDir);
    checkPrivateDir(host);
    const pool = new pg.Pool({ host, port: ENGINE_PORT, user: 'postgres', database: 'postgres', max: 1 });
    pool.on('error', () => undefined); // an idle connection lost while the command ends changes nothing
    return {
      db: drizzle(pool, { schema }),
      how: `the embedded database of the server running on ${config.dataDir} (process ${err.holder})`,
      close: () => pool.end(),
    };
  }
}
