import { openDB, type IDBPDatabase } from 'idb';

/** The message the page listens for (src/api/use-api.ts SWR_MESSAGE). */
const UPDATED = 'openquiz:swr-updated';

interface Entry {
  key: string;
  action: string;
  body: string;
  storedAt: number;
}

let db: Promise<IDBPDatabase> | null = null;
const store = () =>
  (db ??= openDB('openquiz-sw', 1, {
    upgrade(d) {
      d.createObjectStore('swr', { keyPath: 'key' });
    },
  }));

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * action + a hash of the canonical (sorted) form fields + who asks (hash of the bearer token) + the
 * UI language. The multipart boundary is random, so the raw body cannot be the key. Public actions
 * (auth 'none') answer everyone alike, so they share one entry.
 */
async function cacheKey(request: Request, action: string, perUser: boolean): Promise<string> {
  let fields: [string, string][] = [];
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    fields = [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}:${v.size}`]);
  } else {
    const text = await request.text();
    if (text) fields = [['body', text]];
  }
  fields.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const auth = perUser ? (request.headers.get('authorization') ?? '') : '';
  const lang = request.headers.get('accept-language') ?? '';
  const [payload, user] = await Promise.all([sha256(JSON.stringify(fields)), auth ? sha256(auth) : 'guest']);
  return `${action}|${payload}|${user}|${lang}`;
}

const jsonResponse = (body: string, hit: boolean) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-openquiz-cache': hit ? 'hit' : 'miss' },
  });

/** Only successful envelopes are worth keeping. */
function cacheable(body: string): boolean {
  try {
    return (JSON.parse(body) as { error?: unknown }).error === false;
  } catch {
    return false;
  }
}

async function notify(clients: Clients, action: string) {
  const all = await clients.matchAll({ type: 'window' });
  for (const c of all) c.postMessage({ type: UPDATED, action });
}

/**
 * Stale-while-revalidate for POST actions, in IndexedDB: answer from the cache at once when there is
 * an entry and refresh it in the background (telling the pages when it changed); otherwise go to the
 * network and keep the answer. Offline with an entry, the entry is the answer.
 */
export async function swrHandler(
  request: Request,
  event: ExtendableEvent,
  clients: Clients,
  action: string,
  perUser: boolean,
): Promise<Response> {
  let key: string;
  try {
    key = await cacheKey(request.clone(), action, perUser);
  } catch {
    return fetch(request);
  }
  const cached = (await (await store()).get('swr', key).catch(() => undefined)) as Entry | undefined;

  const refresh = fetch(request).then(async (response) => {
    if (response.status !== 200) return response;
    const body = await response.clone().text();
    if (cacheable(body) && body !== cached?.body) {
      const entry: Entry = { key, action, body, storedAt: Date.now() };
      await (await store()).put('swr', entry);
      if (cached) await notify(clients, action);
    }
    return response;
  });

  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return jsonResponse(cached.body, true);
  }
  return refresh;
}
