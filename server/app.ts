import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import rateLimitPlugin from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { isConnectionLost } from './db/errors';
import { handlers } from './domains/handlers';
import { ensureTokenSecret, isDemoAccount } from './domains/user';
import { OutboxDispatcher, PushService, takeQueuedHint } from './domains/push';
import { createSmsSender } from './domains/sms';
import { createPictureStore } from './domains/storage';
import { MailService } from './domains/mail';
import { SettingsStore } from './domains/settings';
import { ApiError } from './http/api-error';
import { TtlCache } from './lib/ttl-cache';
import { UserEvents } from './lib/user-events';
import { attachSocketServer } from './realtime/socket-server';
import { failure, registerApiRoute } from './http/api-route';
import { TokenService } from './http/auth';
import { securityHeaders } from './http/security-headers';
import { indexHtmlSender } from './http/index-html';
import { registerSharePages } from './http/share-page';
import { registerMultipart } from './http/multipart-body';
import type { Services } from './http/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the preHandler hook: an error before it without a status is the request's fault (400). */
    reachedHandler: boolean;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The prefix of the Redis channels shared by the processes of one deployment (tests: one per run). */
  realtimeKey?: string;
}

const BODY_LIMIT = 1_048_576;
const CATALOGUE_TTL_MS = 10_000;

export async function buildApp({
  config,
  database,
  logger,
  realtimeKey,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY === 'on',
  });

  const secret = config.TOKEN_SECRET ?? (await ensureTokenSecret(database.db));
  const settings = new SettingsStore(database.db);
  const push = await PushService.create(database.db, config, app.log);
  const services: Services = {
    db: database.db,
    config,
    settings,
    catalogue: new TtlCache(CATALOGUE_TTL_MS),
    tokens: new TokenService(secret, config.TOKEN_TTL_DAYS),
    log: app.log,
    origin: config.PUBLIC_URL ?? '',
    userEvents: new UserEvents(),
    push,
    mail: new MailService(database.db, app.log, config),
    sms: createSmsSender(config, database.db, app.log),
    pictures: await createPictureStore(config),
  };
  app.addHook('onClose', () => services.mail.close());

  // Pushes are queued inside transactions and sent from here once they have committed: at once after a
  // request that queued one, else within the dispatcher's poll (push-outbox.ts).
  const outbox = new OutboxDispatcher(database.db, push, app.log);
  outbox.start();
  app.addHook('onResponse', (_request, _reply, done) => {
    if (takeQueuedHint()) outbox.wake();
    done();
  });
  app.addHook('onClose', () => outbox.close());

  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  registerMultipart(app, {
    // Files: a profile picture (upload_profile_image), the only action that takes one.
    fileSize: 5 * 1_048_576,
    files: 1,
    fields: 50,
    fieldSize: 200_000,
    bodySize: 6 * 1_048_576,
  });
  const rateLimit = config.RATE_LIMIT === 'on';
  if (rateLimit) {
    await app.register(rateLimitPlugin, {
      global: false,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: ctx.statusCode,
        ...failure(new ApiError('tooManyRequests', 429)),
      }),
    });
  }

  // A body that cannot be read fails before any handler: busboy's "Unexpected end of multipart data" and
  // the like reach the error handler from the multipart plugin's preValidation hook as plain Errors with
  // no status. Whatever fails without a status before preHandler is the request's fault, not ours.
  // A request property declared up front (decorateRequest) rather than a WeakSet: one store per request.
  app.decorateRequest('reachedHandler', false);
  app.addHook('preHandler', (request, _reply, done) => {
    request.reachedHandler = true;
    done();
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (err instanceof ApiError) return reply.status(err.status).send(failure(err));
    if (err.statusCode === undefined && !request.reachedHandler)
      return reply
        .status(400)
        .send(
          failure(new ApiError('missingField', 400, undefined, `Malformed request body: ${err.message}`)),
        );
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(new ApiError('tooManyRequests', 429)));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT')
      return reply.status(413).send(failure(new ApiError('payloadTooLarge', 413)));
    if (status === 404) return reply.status(404).send(failure(new ApiError('notFound', 404)));
    if (status >= 400 && status < 500)
      return reply.status(status).send(failure(new ApiError('missingField', status, undefined, err.message)));
    // The database is unreachable (connection lost, engine restarting): the request failed as a whole (its
    // transaction rolled back), so the player may simply try again.
    if (isConnectionLost(err)) {
      request.log.warn({ err: err.message }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send(failure(new ApiError('databaseUnavailable', 503)));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(new ApiError('somethingWrong', 500)));
  });

  registerApiRoute(app, services, handlers, { rateLimit, readOnly: isDemoAccount });
  await attachSocketServer(app, services, {
    redisUrl: config.REDIS_URL,
    redisKey: realtimeKey,
    timings: config.BATTLE_TIMINGS,
    readOnly: isDemoAccount,
  });

  app.get('/healthz', async () => ({ ok: true }));

  const mediaDir = path.join(config.dataDir, 'media');
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    // A profile picture's name changes with its content: it can be cached for good.
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}avatars${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const hasClient = existsSync(path.join(config.distDir, 'index.html'));
  // Shared result cards (issue 19): their page with its social tags, and their picture.
  registerSharePages(app, services, hasClient ? config.distDir : null);
  // Every page (and the service worker's precache of /index.html) gets index.html with the web settings
  // inlined (http/index-html.ts); the static files are looked up per request, so a new `vite build` is
  // served without a restart.
  const sendIndex = indexHtmlSender(config.distDir, services);
  if (hasClient) {
    app.get('/', indexHtmlSender(config.distDir, services, { firstPaint: 'home' }));
    app.get('/auth/login/', indexHtmlSender(config.distDir, services, { firstPaint: 'login' }));
    app.get('/auth/sign-up/', indexHtmlSender(config.distDir, services, { firstPaint: 'signup' }));
    app.get('/index.html', sendIndex);
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      index: false,
      redirect: false,
      // The build writes .br/.gz beside each text asset (vite.config.ts precompress).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
        if (base === 'index.html' || base === 'sw.js' || base.endsWith('.webmanifest'))
          reply.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isRead && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (hasClient && wantsPage) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send(failure(new ApiError('notFound', 404)));
  });

  return app;
}
