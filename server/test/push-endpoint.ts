import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import ece from 'http_ece';

/**
 * A real push service on 127.0.0.1 for tests: it takes what the server POSTs, and each device it hands
 * out holds its own P-256 key pair and auth secret, so a test decrypts a message exactly as a browser
 * would (RFC 8291 aes128gcm) and checks the VAPID signature (RFC 8292) as a push service would.
 */
export interface TestDevice {
  id: string;
  endpoint: string;
  /** `PushSubscription.toJSON()` as the browser would send it, as text for update_fcm_id. */
  subscription: string;
  keys: ECDH;
  auth: Buffer;
}

export interface Delivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The status this endpoint answered. */
  status: number;
}

export interface PushContent {
  title: string;
  body: string;
  url: string;
  tag: string;
  icon: string;
  badge: string;
}

export class PushEndpoint {
  private readonly deliveries = new Map<string, Delivery[]>();
  private readonly statuses = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const status = req.method === 'POST' && id ? (this.statuses.get(id) ?? 201) : 404;
      this.deliveries.set(id, [
        ...(this.deliveries.get(id) ?? []),
        { headers: req.headers, body: Buffer.concat(chunks), status },
      ]);
      res.writeHead(status).end();
      for (const wake of this.waiters) wake();
    });
  });
  /** `http://127.0.0.1:<port>`, a random free port. */
  origin = '';

  private constructor() {}

  static async start(): Promise<PushEndpoint> {
    const endpoint = new PushEndpoint();
    endpoint.server.listen(0, '127.0.0.1');
    await once(endpoint.server, 'listening');
    const { port } = endpoint.server.address() as { port: number };
    endpoint.origin = `http://127.0.0.1:${port}`;
    return endpoint;
  }

  /** A new browser subscription pointing here. */
  device(): TestDevice {
    const id = randomBytes(8).toString('hex');
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/push/${id}`;
    const subscription = JSON.stringify({
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    });
    return { id, endpoint, subscription, keys, auth };
  }

  /** From now on this device's endpoint answers `status` (410: the browser unsubscribed). */
  answer(device: TestDevice, status: number): void {
    this.statuses.set(device.id, status);
  }

  received(device: TestDevice): Delivery[] {
    return this.deliveries.get(device.id) ?? [];
  }

  /** Waits until the device has received `count` messages in all; fails after `timeoutMs`. */
  async waitFor(device: TestDevice, count = 1, timeoutMs = 15_000): Promise<Delivery[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received(device).length < count) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`device ${device.id}: ${this.received(device).length} of ${count} pushes arrived`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, 250));
        this.waiters.add(wake);
      });
    }
    return this.received(device);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** Decrypts a delivery with the device's private key and auth secret, as the browser does. */
export function decrypt(delivery: Delivery, device: TestDevice): PushContent {
  if (delivery.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
  const plain = ece.decrypt(delivery.body, {
    version: 'aes128gcm',
    privateKey: device.keys,
    authSecret: device.auth.toString('base64url'),
  });
  return JSON.parse(plain.toString('utf8')) as PushContent;
}

export interface VapidClaims {
  aud: string;
  sub: string;
  exp: number;
}

/**
 * Checks a delivery's `Authorization: vapid t=<JWT>, k=<public key>` as a push service does: the key is
 * the server's (from get_push_config), the ES256 signature verifies with it, and the claims are returned.
 */
export function verifyVapid(delivery: Delivery, serverPublicKey: string): VapidClaims {
  const header = delivery.headers.authorization ?? '';
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== serverPublicKey) throw new Error('the k= key is not the server public key');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`JWT alg ${alg}`);
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
