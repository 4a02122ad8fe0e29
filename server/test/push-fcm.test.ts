import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BatchResponse } from 'firebase-admin/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sortFcmResponses, type FcmResult } from '../domains/push/fcm-sender';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';

/**
 * Firebase Cloud Messaging as far as it can be tested without leaving this machine: the configuration,
 * what get_push_config tells browsers, FCM tokens as devices, and that firebase-admin stays unloaded
 * until an FCM device is actually sent to. No push is ever sent from this file.
 */
const firebaseLoaded = () =>
  Object.keys(createRequire(import.meta.url).cache).some((f) =>
    f.includes(`${path.sep}firebase-admin${path.sep}`),
  );

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const serviceAccount = {
  type: 'service_account',
  project_id: 'demo-openquiz',
  client_email: 'push@demo-openquiz.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const webConfig = {
  apiKey: 'demo-api-key',
  projectId: 'demo-openquiz',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abcdef',
  vapidKey: 'BDemoVapidKeyOfTheFirebaseProject',
};

let webPushOnly: TestApp;
let withFirebase: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'openquiz-fcm-'));
  await writeFile(path.join(dir, 'service-account.json'), JSON.stringify(serviceAccount));
  webPushOnly = await startTestApp();
  withFirebase = await startTestApp({
    FIREBASE_SERVICE_ACCOUNT: path.join(dir, 'service-account.json'),
    FIREBASE_WEB_CONFIG: JSON.stringify(webConfig),
  });
});
afterAll(async () => {
  await webPushOnly?.close();
  await withFirebase?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Firebase Cloud Messaging', () => {
  it('is what get_push_config offers when configured, with the web config; Web Push otherwise', async () => {
    expect(await ok(webPushOnly.app, 'get_push_config')).toMatchObject({
      provider: 'webpush',
      firebase: null,
    });
    const config = await ok(withFirebase.app, 'get_push_config');
    expect(config).toMatchObject({ provider: 'fcm', firebase: webConfig });
    expect(config.vapid_public_key).toMatch(/^[\w-]{87}$/);
    expect(JSON.stringify(config)).not.toContain('PRIVATE KEY');
  });

  it('takes FCM tokens as devices only when configured, and loads firebase-admin for neither', async () => {
    const token = `fGx3demo:APA91b${'Q'.repeat(150)}`;
    const a = await signUp(webPushOnly.app);
    expect(await post(webPushOnly.app, 'update_fcm_id', { web_fcm_id: token }, a.token)).toMatchObject({
      status: 400,
      body: { message: '281' },
    });
    const b = await signUp(withFirebase.app);
    // Every kind off first: nothing may ever be sent to Google from a test.
    await ok(
      withFirebase.app,
      'set_push_preferences',
      Object.fromEntries(
        ['battle_invite', 'badge', 'payment', 'daily_reminder', 'broadcast', 'contest'].map((k) => [k, '0']),
      ),
      b.token,
    );
    expect(await ok(withFirebase.app, 'update_fcm_id', { web_fcm_id: token }, b.token)).toEqual({
      devices: 1,
    });
    expect(await ok(withFirebase.app, 'update_fcm_id', { web_fcm_id: token, remove: '1' }, b.token)).toEqual({
      devices: 0,
    });
    expect(firebaseLoaded()).toBe(false);
  });

  it('needs both halves of the configuration, and never quotes the service account in an error', () => {
    expect(() => loadConfig({ FIREBASE_WEB_CONFIG: JSON.stringify(webConfig) })).toThrow(
      /FIREBASE_SERVICE_ACCOUNT: Firebase push needs both/,
    );
    const secret = '{"project_id": "x", "private_key": "-----BEGIN TOP SECRET';
    let message = '';
    try {
      loadConfig({ FIREBASE_SERVICE_ACCOUNT: secret, FIREBASE_WEB_CONFIG: JSON.stringify(webConfig) });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('FIREBASE_SERVICE_ACCOUNT: is not a JSON service account');
    expect(message).not.toContain('SECRET');
    expect(() =>
      loadConfig({ FIREBASE_SERVICE_ACCOUNT: path.join(dir, 'missing.json'), FIREBASE_WEB_CONFIG: '{}' }),
    ).toThrow(/cannot read the file[\s\S]*FIREBASE_WEB_CONFIG: lacks apiKey/);
    expect(
      loadConfig({
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify(serviceAccount),
        FIREBASE_WEB_CONFIG: JSON.stringify(webConfig),
      }).FIREBASE_SERVICE_ACCOUNT,
    ).toMatchObject({ projectId: 'demo-openquiz' });
  });

  it('forgets the tokens FCM reports unregistered and counts other failures', () => {
    const error = (code: string) => ({ code, message: code }) as never;
    const response = {
      successCount: 1,
      failureCount: 3,
      responses: [
        { success: true, messageId: 'm1' },
        { success: false, error: error('messaging/registration-token-not-registered') },
        { success: false, error: error('messaging/invalid-registration-token') },
        { success: false, error: error('messaging/server-unavailable') },
      ],
    } as BatchResponse;
    const result: FcmResult = { sent: [], gone: [], failed: [] };
    sortFcmResponses(['t1', 't2', 't3', 't4'], response, result);
    expect(result).toEqual({
      sent: ['t1'],
      gone: ['t2', 't3'],
      failed: [{ token: 't4', error: 'messaging/server-unavailable' }],
    });
    expect(firebaseLoaded()).toBe(false);
  });
});
