import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ApiError } from '../http/api-error';
import { registerApiRoute, failure } from '../http/api-route';
import type { Services } from '../http/context';
import type { HandlerMap } from '../http/handler';

/** An app with the real route and one handler that answers what it is given. */
async function appAnswering(data: unknown, CONTRACT_CHECK: 'on' | 'off') {
  const app = Fastify();
  app.setErrorHandler((err, _request, reply) => {
    const apiError = err instanceof ApiError ? err : new ApiError('somethingWrong', 500);
    return reply.status(apiError.status).send(failure(apiError));
  });
  // The route reads the maintenance switch (and the minimum app version) before any handler: from the
  // cache while it is fresh (onNow/strNow), else loaded (on/str); here always through the load.
  const settings = {
    on: async () => false,
    str: async () => '',
    onNow: () => undefined,
    strNow: () => undefined,
  };
  const services = { config: loadConfig({ CONTRACT_CHECK }), settings } as unknown as Services;
  const handlers: HandlerMap = { verify_email: async () => ({ data: data as { email: string } }) };
  registerApiRoute(app, services, handlers, { rateLimit: false, readOnly: () => false });
  await app.ready();
  return app;
}

const verify = (app: Awaited<ReturnType<typeof appAnswering>>) =>
  app.inject({ method: 'POST', url: '/api/verify_email', payload: { token: 'x' } });

describe('the contract at run time', () => {
  it('lets an answer that matches its schema through', async () => {
    const app = await appAnswering({ email: 'a@example.com' }, 'on');
    const res = await verify(app);
    expect([res.statusCode, res.json()]).toEqual([200, { error: false, data: { email: 'a@example.com' } }]);
  });

  it('turns an answer that breaks its schema into a 500 naming the field, when checking', async () => {
    const app = await appAnswering({ email: 42 }, 'on');
    const res = await verify(app);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: true, message: '122' });
    expect(res.json().error_msg).toMatch(/The answer of verify_email breaks its contract at email/);
    // Production leaves it to the types.
    const unchecked = await appAnswering({ email: 42 }, 'off');
    expect((await verify(unchecked)).statusCode).toBe(200);
  });
});
