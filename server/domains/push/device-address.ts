import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { ApiError } from '../../http/api-error';

/** Where a device receives pushes: a Web Push subscription, or an FCM registration token. */
export type DeviceAddress =
  { kind: 'webpush'; endpoint: string; p256dh: string; auth: string } | { kind: 'fcm'; endpoint: string };

export interface AddressRules {
  /** PUSH_ALLOW_LOOPBACK: http(s)://127.0.0.1 and localhost endpoints, for tests and development. */
  allowLoopback: boolean;
  /** Firebase is configured, so FCM tokens can be used. */
  fcm: boolean;
}

const FIELD = 'web_fcm_id';
const invalid = (detail: string) =>
  new ApiError('invalidPushSubscription', 400, FIELD, `Invalid push subscription: ${detail}`);

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** FCM registration tokens: URL-safe text with colons, about 160 characters today. */
const FCM_TOKEN = /^[A-Za-z0-9_:-]{32,4096}$/;
const MAX_ENDPOINT = 2048;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function base64url(value: unknown, name: string, bytes: number): Buffer {
  if (typeof value !== 'string' || !BASE64URL.test(value)) throw invalid(`keys.${name} must be base64url`);
  const decoded = Buffer.from(value, 'base64url');
  if (decoded.length !== bytes) throw invalid(`keys.${name} must hold ${bytes} bytes`);
  return decoded;
}

/**
 * The endpoint is where this server will POST, so it must look like a push service: https on the
 * default port and a DNS name, never an IP literal or a local name (the server must not become a way
 * to reach its own network). Loopback endpoints pass only when the operator allowed them for tests.
 */
function checkEndpoint(value: unknown, rules: AddressRules): string {
  if (typeof value !== 'string' || value.length === 0) throw invalid('endpoint is missing');
  if (value.length > MAX_ENDPOINT) throw invalid('endpoint is too long');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('endpoint is not a URL');
  }
  if (url.username || url.password) throw invalid('endpoint must not carry credentials');
  if (rules.allowLoopback && LOOPBACK.has(url.hostname) && /^https?:$/.test(url.protocol)) return value;
  if (url.protocol !== 'https:') throw invalid('endpoint must be an https URL');
  if (url.port !== '') throw invalid('endpoint must use the default https port');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) throw invalid('endpoint must name a push service, not an address');
  if (!host.includes('.') || /(^|\.)(localhost|local|internal)$/i.test(host))
    throw invalid('endpoint must name a public push service');
  return value;
}

function parseSubscription(text: string, rules: AddressRules): DeviceAddress {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid('not JSON');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw invalid('expected an object');
  const { endpoint, keys, expirationTime, ...extra } = json as Record<string, unknown>;
  if (Object.keys(extra).length > 0) throw invalid(`unexpected field ${Object.keys(extra)[0]}`);
  if (expirationTime !== undefined && expirationTime !== null && typeof expirationTime !== 'number')
    throw invalid('expirationTime must be a number or null');
  if (!keys || typeof keys !== 'object' || Array.isArray(keys)) throw invalid('keys are missing');
  const { p256dh, auth } = keys as Record<string, unknown>;
  const publicKey = base64url(p256dh, 'p256dh', 65);
  base64url(auth, 'auth', 16);
  // An uncompressed P-256 point (0x04 ‖ x ‖ y) that is really on the curve: a bad one would only fail
  // later, at every send, inside the encryption.
  try {
    if (publicKey[0] !== 4) throw new Error('compressed or unknown point form');
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(publicKey);
  } catch {
    throw invalid('keys.p256dh is not a P-256 public key');
  }
  return {
    kind: 'webpush',
    endpoint: checkEndpoint(endpoint, rules),
    p256dh: (p256dh as string).replace(/=+$/, ''),
    auth: (auth as string).replace(/=+$/, ''),
  };
}

/**
 * Reads update_fcm_id's `web_fcm_id`: `PushSubscription.toJSON()` as JSON (Web Push, always accepted,
 * also when Firebase is configured: a browser without Firebase messaging still gets pushes), or an FCM
 * registration token (only when Firebase is configured). Anything else is a 400 naming the fault.
 */
export function parseDeviceAddress(text: string, rules: AddressRules): DeviceAddress {
  const value = text.trim();
  if (value.startsWith('{')) return parseSubscription(value, rules);
  if (!FCM_TOKEN.test(value)) throw invalid('neither a Web Push subscription nor an FCM token');
  if (!rules.fcm) throw new ApiError('fcmNotConfigured', 400, FIELD);
  return { kind: 'fcm', endpoint: value };
}

/** The address a removal names: the subscription's endpoint or the token, whether or not still valid. */
export function addressToForget(text: string): string {
  const value = text.trim();
  if (!value.startsWith('{')) return value;
  try {
    const { endpoint } = JSON.parse(value) as { endpoint?: unknown };
    if (typeof endpoint === 'string' && endpoint) return endpoint;
  } catch {
    // falls through: a removal of something unreadable names nothing
  }
  throw invalid('the subscription to remove has no endpoint');
}
