/**
 * Recognises a lost or unreachable database connection, as opposed to a fault of the query itself: the
 * former is the database's trouble (HTTP 503, try again), the latter a bug (500). Drizzle wraps driver
 * errors (DrizzleQueryError), so the `cause` chain is followed.
 */

// Node's socket errors while connecting, reading or writing (ENOENT: the Unix socket is gone, e.g. while
// the embedded engine restarts).
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNREFUSED',
  'ENOENT',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const SOCKET_CALLS = new Set(['connect', 'read', 'write']);

// node-postgres and pg-pool say so in words, not codes.
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

// SQLSTATE: 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now;
// class 08 is connection exceptions.
const SQLSTATES = new Set(['57P01', '57P02', '57P03']);

type Fault = Error & { code?: unknown; syscall?: unknown; severity?: unknown; cause?: unknown };

function lost(err: Fault): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if (SOCKET_CODES.has(code) && typeof err.syscall === 'string' && SOCKET_CALLS.has(err.syscall)) return true;
  // A DatabaseError (the server's ErrorResponse) carries a severity; only then is `code` a SQLSTATE.
  if (typeof err.severity === 'string' && (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return DRIVER_MESSAGES.has(err.message);
}

/** A unique_violation (SQLSTATE 23505): the row exists already, e.g. an address another account took. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = (e as Fault).cause, depth++) {
    if ((e as Fault).code === '23505') return true;
  }
  return false;
}

export function isConnectionLost(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = (e as Fault).cause, depth++) {
    if (lost(e as Fault)) return true;
  }
  return false;
}
