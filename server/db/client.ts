import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedDatabase, type EngineLog } from './embedded';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either so callers decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'postgres' | 'embedded';
  /** The embedded engine's process id (it changes when the server restarts a crashed engine). */
  enginePid(): number | undefined;
  close(): Promise<void>;
}

// count(*) and bigint sums arrive as strings from PostgreSQL; our numbers stay well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK = 7_265_921;

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded engine is used. */
  url?: string;
  /** Data directory of the embedded engine, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** Where lost connections and engine restarts are reported; silent when absent. */
  log?: EngineLog & { warn(obj: object, msg: string): void };
  /** Connections per process on PostgreSQL (docs/scaling.md, "Pool sizes"); the embedded engine has one. */
  poolMax?: number;
  /** The embedded engine on disk flushes each commit (default); false only for throwaway data. */
  fsync?: boolean;
  /** A 'memory://' engine starts from this PGlite data-directory dump (the test suites' template). */
  template?: string;
}

// A request waits at most this long for a connection (queued behind others, or the database unreachable)
// before it fails with 503; no request can hang on a stopped database.
const CONNECT_TIMEOUT_MS = 30_000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { log } = options;
  let connection: pg.PoolConfig = { connectionString: options.url };
  let stopEmbedded = async () => {};
  let enginePid = (): number | undefined => undefined;
  let releaseLock = () => {};
  if (!options.url) {
    const inMemory = options.dataDir.startsWith('memory://');
    const pgDir = inMemory ? options.dataDir : path.join(options.dataDir, 'pg');
    if (!inMemory) releaseLock = acquireDataDirLock(options.dataDir);
    try {
      const embedded = await startEmbeddedDatabase(pgDir, {
        ...(inMemory ? {} : { dataDir: options.dataDir }),
        ...(log ? { log } : {}),
        fsync: options.fsync ?? true,
        ...(options.template ? { template: options.template } : {}),
      });
      connection = embedded.connection;
      stopEmbedded = embedded.stop;
      enginePid = embedded.pid;
    } catch (err) {
      releaseLock();
      throw err;
    }
  }
  // PGlite is a single session: pglite-socket multiplexes connections but was seen to hang when a
  // transaction aborted while others queued (scratch test: 20 concurrent transactions, half throwing).
  // One connection gives the same serial execution without the multiplexer. Never use the pool
  // inside a transaction: with one connection that waits forever.
  const pool = new pg.Pool({
    ...connection,
    max: options.url ? (options.poolMax ?? 20) : 1,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // pg-pool listens for 'error' only on idle clients and removes that listener while a client is checked
  // out; a connection lost then (engine killed, pg_terminate_backend inside a transaction) emitted 'error'
  // with no listener, which killed the process. Every client gets its own listener for its whole life:
  // the query in flight still fails (→ 503), and pg-pool discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (err) => log?.warn({ err: err.message }, 'database connection lost'));
  });
  pool.on('error', () => undefined); // idle clients: already reported by the listener above
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    kind: options.url ? 'postgres' : 'embedded',
    enginePid,
    async close() {
      await pool.end();
      await stopEmbedded();
      releaseLock();
    },
  };
}

/** Applies pending migrations; an advisory lock keeps several starting processes from racing. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
