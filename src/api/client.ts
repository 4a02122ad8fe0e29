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
  /** Sign with this token instead of the session's (a sign-out sent after the session was forgotten here). */
  token?: string;
  /** Let the request outlive the page (fetch's keepalive): a sign-out must reach the server even if the tab closes. */
  keepalive?: boolean;
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

/** The fields a payload sends: a file as it is, the rest as text; optional fields only when non-empty (SPEC §5). */
function sentFields(payload: unknown): [string, string | Blob][] {
  const out: [string, string | Blob][] = [];
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, FieldValue>)) {
    if (value === undefined || value === null) continue;
    const sent = value instanceof Blob ? value : String(value);
    if (sent !== '') out.push([key, sent]);
  }
  return out;
}

function toForm(payload: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of sentFields(payload)) {
    // A file (a profile picture) goes as a file part.
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, value);
  }
  return form;
}

/** A BCP 47 tag, the same before and after the English pack loads ('en' → 'english' both give 'en'),
 * so the service worker's cache key (which includes it) stays stable. */
const requestLanguage = () => languageTag(i18n.language || 'en');

/**
 * Answers a route asked for before its page mounted (its loader runs while the page's code loads, so
 * the request does not wait for the chunk and a render: issue 18), each taken once by the page's own
 * identical call. Keyed by everything that shapes the answer: action, session, language and payload.
 */
const early = new Map<string, { at: number; answer: Promise<CallResult<ActionName>> }>();
/** An early answer nobody took in this time (the guard sent the player elsewhere) is dropped. */
const EARLY_FOR_MS = 15_000;

function earlyKey(action: string, payload: unknown, token: string | undefined, language: string): string {
  // The fields as the form sends them, in a stable order (early reads carry no files).
  const fields = sentFields(payload)
    .map(([k, v]) => `${k}=${String(v)}`)
    .sort();
  return [action, token ?? '', language, ...fields].join('\n');
}

/** Settles as `answer` does, or rejects as an aborted fetch would when `signal` aborts first. */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Start a signed-in read now, for the page that is about to ask for it with the same payload (a
 * route's loader). Reads only: a write must be sent by the code that means it.
 */
export function prefetch<A extends ActionName>(action: A, payload?: ActionPayload<A>): void {
  const token = store.get(sessionAtom).token;
  if (!token) return;
  const now = Date.now();
  for (const [k, e] of early) if (now - e.at > EARLY_FOR_MS) early.delete(k);
  const key = earlyKey(action, payload, token, requestLanguage());
  if (early.has(key)) return;
  const answer = send(action, payload, { token }) as Promise<CallResult<ActionName>>;
  answer.catch(() => undefined); // taken later, or never: either way not an unhandled rejection
  early.set(key, { at: now, answer });
}

/** POST /api/<action> with the full envelope. Throws ApiError or OfflineError. */
export async function callWithMeta<A extends ActionName>(
  action: A,
  payload?: ActionPayload<A>,
  options: CallOptions = {},
): Promise<CallResult<A>> {
  if (early.size > 0) {
    const key = earlyKey(action, payload, options.token ?? store.get(sessionAtom).token, requestLanguage());
    const started = early.get(key);
    early.delete(key);
    if (started && Date.now() - started.at <= EARLY_FOR_MS) {
      return abortable(started.answer as Promise<CallResult<A>>, options.signal);
    }
  }
  return send(action, payload, options);
}

async function send<A extends ActionName>(
  action: A,
  payload: ActionPayload<A> | undefined,
  options: CallOptions,
): Promise<CallResult<A>> {
  const headers: Record<string, string> = {
    'Accept-Language': requestLanguage(),
    'X-OpenQuiz-Version': APP_VERSION,
  };
  const token = options.token ?? store.get(sessionAtom).token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api/${action}`, {
      method: 'POST',
      body: toForm(payload),
      headers,
      signal: options.signal ?? null,
      keepalive: options.keepalive ?? false,
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
    if (token) unauthorizedListeners.forEach((l) => l(code));
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
