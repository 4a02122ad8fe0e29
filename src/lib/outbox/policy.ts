/**
 * What the outbox does with the answer to a replayed item. Pure, shared by the page and the service
 * worker, and unit-tested: the exactly-once promise rests on never deleting an item the server did not
 * acknowledge, and never retrying forever an item the server refused.
 */
export type Verdict =
  /** The server applied it (or had already: replays answer with the stored result). Remove it. */
  | 'done'
  /** Network down, server busy or its database away (5xx, 429): keep it, try again later. */
  | 'retry'
  /** The session is over (401): keep it for when the same player signs in again. */
  | 'signed-out'
  /** The server refused it for good (a 4xx or an error envelope): show it under "needs attention". */
  | 'attention';

export interface Answer {
  /** HTTP status, or 0 when the request never got an answer. */
  status: number;
  /** The parsed envelope, when the body was JSON. */
  body: { error?: unknown; message?: unknown; error_msg?: unknown } | null;
}

export function classify({ status, body }: Answer): Verdict {
  if (status === 0 || status >= 500 || status === 429 || status === 408) return 'retry';
  if (status === 401) return 'signed-out';
  if (status >= 200 && status < 300 && body && body.error === false) return 'done';
  // A 2xx without an envelope is not an acknowledgement (a captive portal's page, a proxy's answer).
  if (status >= 200 && status < 300 && !body) return 'retry';
  return 'attention';
}

/** The message kept with an item the server refused, from its envelope when there is one. */
export function refusal({ status, body }: Answer): string {
  const code = typeof body?.message === 'string' ? body.message : String(status);
  const text = typeof body?.error_msg === 'string' ? body.error_msg : '';
  return text ? `${code}: ${text}` : code;
}

/** Wait before the next try: 2 s, 4 s, 8 s … capped at 5 minutes, with ±20 % jitter. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 300_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}
