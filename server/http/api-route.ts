import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  actions,
  allowedInDemo,
  clientTooOld,
  isActionName,
  modeSwitchOf,
  openInMaintenance,
  roleAllows,
  type AuthLevel,
  type Failure,
} from '../../contract';
import { unstorableTextAt } from '../../contract/fields';
import { ApiError } from './api-error';
import { wasAudited } from './audit-mark';
import { checkAnswer } from './contract-check';
import type { AuthUser } from './auth';
import { handlerContext, type HandlerContext, type Services } from './context';
import type { HandlerMap } from './handler';

/** The app sends its own version (package.json) in this header, lowercase as Node gives headers. */
export const CLIENT_VERSION_HEADER = 'x-openquiz-version';

export const rateBudgets = { read: 600, play: 300, write: 120, auth: 20, guess: 30, signup: 10 } as const;
/** Each class's window: a minute, but account creation per hour (10 new accounts an hour per address). */
const rateWindows: Partial<Record<keyof typeof rateBudgets, number>> = { signup: 3_600_000 };

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The payload fields of any body (multipart, urlencoded, JSON), as they are: the schema decides what a
 * field may hold, and an array (a repeated form field, a JSON list) or object is refused by every field
 * that does not carry JSON. A JSON number becomes the text a form would send ("type": 1 → "1"), so a
 * JSON client may write numbers for numeric enums too.
 */
function fieldsOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'access_key') continue; // legacy clients send it; it means nothing here (reference §1.4)
    out[key] = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  }
  return out;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * The serialized answers of frozen data: a handler that gives every caller the same frozen object (the
 * catalogue, to callers without an account) has it serialized once, not per request. Frozen data cannot
 * change, so its JSON cannot either; a new object (reloaded data) is serialized anew.
 */
const envelopes = new WeakMap<object, Buffer>();
function envelopeOf(data: object): Buffer {
  let json = envelopes.get(data);
  if (json === undefined) {
    // Kept as bytes: a string would be measured and UTF-8 encoded again on every send.
    json = Buffer.from(JSON.stringify({ error: false, data }));
    envelopes.set(data, json);
  }
  return json;
}

function invalidField(field: string | undefined, detail: string) {
  return new ApiError('missingField', 400, field, `Invalid ${field ?? 'payload'}: ${detail}`);
}

export interface ApiRouteOptions {
  rateLimit: boolean;
  /** Accounts that may only look around (the demo account): refused all but allowedInDemo actions. */
  readOnly: (user: AuthUser) => boolean;
}

export function registerApiRoute(
  app: FastifyInstance,
  services: Services,
  handlers: HandlerMap,
  { rateLimit, readOnly }: ApiRouteOptions,
) {
  const actionOf = (request: FastifyRequest) => {
    const name = (request.params as { action?: string }).action ?? '';
    return isActionName(name) ? name : null;
  };

  app.post(
    '/api/:action',
    {
      config: rateLimit
        ? {
            rateLimit: {
              max: (request: FastifyRequest) => {
                const name = actionOf(request);
                return name ? rateBudgets[actions[name].rate] : rateBudgets.read;
              },
              keyGenerator: (request: FastifyRequest) => {
                const name = actionOf(request);
                return `${name ? actions[name].rate : 'unknown'}:${request.ip}`;
              },
              timeWindow: (request: FastifyRequest) => {
                const name = actionOf(request);
                return (name && rateWindows[actions[name].rate]) || 60_000;
              },
            },
          }
        : {},
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const name = actionOf(request);
      if (!name) throw new ApiError('unknownAction', 404);
      const def = actions[name];
      const auth = def.auth as AuthLevel;

      const token = bearer(request);
      // Maintenance: players get 218 on everything but the shell and signing in; operators keep working,
      // so while it is on even a public action looks at the token to know who calls.
      const { settings } = services;
      const closed =
        !openInMaintenance.has(name) &&
        (settings.onNow('app_maintenance') ?? (await settings.on('app_maintenance')));
      let caller: HandlerContext['user'] = null;
      let sessionId: string | null = null;
      if (auth !== 'none' && token)
        ({ user: caller, sessionId } = await services.tokens.authenticate(services.db, token));
      else if (closed && token)
        // Only to tell an operator from a player: a stale token here is a player's, who gets 218.
        caller = await services.tokens.authenticate(services.db, token).then(
          (session) => session.user,
          () => null,
        );
      const staff = caller !== null && caller.role !== 'player';
      if (closed && !staff) throw new ApiError('maintenance', 503);
      // A public action's handler never sees an account (it answers everyone alike).
      const user = auth === 'none' ? null : caller;
      if (auth === 'none') sessionId = null;
      if ((auth === 'user' || auth === 'admin') && !user) throw new ApiError('unauthorized', 401);
      if (auth === 'admin' && !(staff && user && roleAllows(def, user.role)))
        throw new ApiError('unauthorized', 403);
      if (user && readOnly(user) && !allowedInDemo(def)) throw new ApiError('notAllowedInDemo', 403);

      // An installed app older than the operator's minimum must update before it plays on (the shell's
      // actions stay open so it can paint "Update required"); no header (scripts, integrations) is let by.
      const version = request.headers[CLIENT_VERSION_HEADER];
      if (
        typeof version === 'string' &&
        !openInMaintenance.has(name) &&
        clientTooOld(
          version,
          settings.strNow('min_client_version') ?? (await settings.str('min_client_version')),
        )
      )
        throw new ApiError('clientTooOld', 426);
      // A mode the operator turned off refuses its games, whatever the screens show (contract/mode-gate).
      const modeSwitch = modeSwitchOf(name);
      if (modeSwitch && !(settings.onNow(modeSwitch) ?? (await settings.on(modeSwitch))))
        throw new ApiError('modeOff', 403);

      const handler = handlers[name] as
        ((ctx: HandlerContext, input: unknown) => Promise<unknown>) | undefined;
      if (!def.implemented || !handler) throw new ApiError('notAvailableYet');

      const parsed = def.payload.safeParse(fieldsOf(request.body));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalidField(issue?.path.join('.') || undefined, issue?.message ?? 'bad value');
      }
      const unstorable = unstorableTextAt(parsed.data);
      if (unstorable !== null) throw invalidField(unstorable, 'contains a NUL or an unpaired surrogate');

      const origin = services.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const ctx = handlerContext(services, {
        origin,
        log: request.log,
        user,
        sessionId,
        userAgent: request.headers['user-agent'] ?? '',
      });
      const result = (await handler(ctx, parsed.data)) as {
        data: unknown;
        message?: string;
        total?: number;
      };
      if (services.config.CONTRACT_CHECK === 'on') {
        checkAnswer(def.data, result.data, `The answer of ${name}`);
        // Every operator write lands in the audit log (DESIGN §13); in development and tests a handler
        // that forgets fails loudly here rather than silently leaving a change unaccounted for.
        if (auth === 'admin' && def.rate !== 'read' && !wasAudited(ctx))
          throw new Error(`${name} changed data without an audit log row`);
      }
      const { data } = result;
      // (Object.isFrozen says true of every primitive: only objects are remembered.)
      if (Object.keys(result).length === 1 && typeof data === 'object' && data && Object.isFrozen(data))
        return reply.type(JSON_TYPE).send(envelopeOf(data));
      return reply.send({ error: false, ...result });
    },
  );
}

export function failure(err: ApiError): Failure {
  return {
    error: true,
    message: err.code,
    error_msg: err.message,
    ...(err.field ? { field: err.field } : {}),
  };
}
