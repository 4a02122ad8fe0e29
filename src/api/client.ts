import type { ActionData, ActionName, ActionPayload } from '../../contract/actions';
import type { Envelope } from '../../contract/envelope';
import { i18n, languageTag } from '../lib/i18n';
import { sessionAtom } from '../lib/session';
import { store } from '../lib/store';
import { ApiError, OfflineError } from './errors';
import { codes } from '../../contract/codes';
import { APP_VERSION, maintenanceSaidAtom, updateSaidAtom } from '../lib/site-state';

export interface CallResult<A extends ActionName> {
  data: ActionData<A>;
  total: number | undefined;
  message: string | undefined;
  /** True when the service worker answered from its cache. */
  cached: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** Told the server's code: 126 (deactivated) is worded differently from an expired session. */
type UnauthorizedListener = (code: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** HTTP 401 means the session is over (SPEC §4); the app shell logs out and goes home. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type FieldValue = string | number | Blob | undefined | null;

function toForm(payload: Record<string, FieldValue> | undefined): FormData {
  const form = new FormData();
  if (!payload) return form;
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    // A file (a profile picture) goes as a file part.
    if (value instanceof Blob) {
      form.append(key, value, value instanceof File ? value.name : key);
      continue;
    }
    const text = String(value);
    if (text === '') continue; // optional fields are sent only when non-empty (SPEC §5)
    form.append(key, text);
  }
  return form;
}

type Headers = Record<string, string>;

function requestHeaders(): Headers {
  // A BCP 47 tag, the same before and after the English pack loads ('en' → 'english' both give 'en'),
  // so the service worker's cache key (which includes it) stays stable.
  const headers: Headers = {
    'Accept-Language': languageTag(i18n.language || 'en'),
    'X-OpenQuiz-Version': APP_VERSION,
  };
  const { token } = store.get(sessionAtom);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Requests started as the app starts, before the page that needs them has loaded (startEarly), keyed by
 * what they ask and who asks in which language: the page's own identical call takes the answer, once.
 */
const early = new Map<string, Promise<CallResult<ActionName>>>();
/** An early answer nobody took by then is dropped (the page asked something else, or never loaded). */
const EARLY_TTL_MS = 10_000;

const earlyKey = (action: ActionName, payload: unknown, headers: Headers) =>
  JSON.stringify([
    action,
    Object.entries((payload ?? {}) as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
    headers.Authorization ?? '',
    headers['Accept-Language'],
  ]);

/** The early answer, or an AbortError once the caller's signal aborts (as its own fetch would). */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * Sends a read now that a page will make once its code and first render are done (app/prefetch.ts), so
 * the answer is on its way a round trip or more earlier. Only for reads with no effect on the server.
 */
export function startEarly<A extends ActionName>(action: A, payload?: ActionPayload<A>): void {
  const headers = requestHeaders();
  const key = earlyKey(action, payload, headers);
  if (early.has(key)) return;
  const answer = send(action, payload, headers, undefined);
  answer.catch(() => undefined); // a failure is the page's to see, when it asks
  early.set(key, answer as Promise<CallResult<ActionName>>);
  setTimeout(() => {
    if (early.get(key) === answer) early.delete(key);
  }, EARLY_TTL_MS);
}

/** POST /api/<action> with the full envelope. Throws ApiError or OfflineError. */
export async function callWithMeta<A extends ActionName>(
  action: A,
  payload?: ActionPayload<A>,
  options: CallOptions = {},
): Promise<CallResult<A>> {
  const headers = requestHeaders();
  const key = earlyKey(action, payload, headers);
  const started = early.get(key) as Promise<CallResult<A>> | undefined;
  if (started) {
    early.delete(key);
    return abortable(started, options.signal);
  }
  return send(action, payload, headers, options.signal);
}

async function send<A extends ActionName>(
  action: A,
  payload: ActionPayload<A> | undefined,
  headers: Headers,
  signal: AbortSignal | undefined,
): Promise<CallResult<A>> {
  let response: Response;
  try {
    response = await fetch(`/api/${action}`, {
      method: 'POST',
      body: toForm(payload as Record<string, FieldValue>),
      headers,
      signal: signal ?? null,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new OfflineError();
  }

  let body: Envelope<ActionData<A>> | null = null;
  try {
    body = (await response.json()) as Envelope<ActionData<A>>;
  } catch {
    body = null;
  }

  // The shell turns these into their full pages at once, whichever screen asked.
  if (body?.error && body.message === codes.maintenance) store.set(maintenanceSaidAtom, true);
  if (body?.error && body.message === codes.clientTooOld) store.set(updateSaidAtom, true);
  if (response.status === 401) {
    const code = body?.error ? body.message : codes.unauthorized;
    if (headers.Authorization) unauthorizedListeners.forEach((l) => l(code));
    throw new ApiError(code, body?.error ? body.error_msg : '', 401);
  }
  if (!body) throw new ApiError(codes.somethingWrong, '', response.status);
  if (body.error) throw new ApiError(body.message, body.error_msg, response.status, body.field);
  return {
    data: body.data,
    total: body.total,
    message: body.message,
    cached: response.headers.get('x-openquiz-cache') === 'hit',
  };
}

/** The typed client: resolves with the envelope's data. */
export async function call<A extends ActionName>(
  action: A,
  payload?: ActionPayload<A>,
  options?: CallOptions,
): Promise<ActionData<A>> {
  return (await callWithMeta(action, payload, options)).data;
}
