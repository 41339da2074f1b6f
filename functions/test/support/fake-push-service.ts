import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK } from 'jose/key/import';
import { jwtVerify } from 'jose/jwt/verify';
import type { PushSubscriptionBody } from '@cakewalk/shared/schemas/channels/push.ts';

// A push service on loopback that checks what a real one checks: the VAPID header (RFC 8292) is
// an ES256 JWT signed by the key in its `k=`, for this service's origin, not expired and with a
// contact; and the body decrypts (RFC 8291, aes128gcm) with the browser's keys, which only the
// browser (here: this fake) holds. Each "browser" is a subscription it made; a test can make one
// answer a status (404, 410, 500, a redirect) instead of 201.

interface DeliveredPush {
  device: string;
  payload: Record<string, unknown>;
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
  ttl: number;
}

export interface FakeDevice {
  id: string;
  subscription: PushSubscriptionBody;
}

interface DeviceKeys {
  ecdh: ECDH;
  auth: string;
}

export interface FakePushService {
  origin: string;
  /** A new browser's subscription, its endpoint on this service. */
  device(): FakeDevice;
  /** Notifications that passed every check, in order. */
  delivered: DeliveredPush[];
  /** Requests refused, with why. */
  rejected: { device: string; reason: string }[];
  /** Every request that reached the service, checked or not. */
  requests: number;
  /** The device answers `status` (with `location` for a redirect) to its next `times` requests. */
  answer(device: string, status: number, times?: number, location?: string): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The key a VAPID header names: `vapid t=<jwt>, k=<P-256 public key, base64url>`. */
function vapidOf(header: string | undefined): { token: string; key: string } | undefined {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  return match ? { token: match[1]!, key: match[2]! } : undefined;
}

async function verifyVapid(header: string | undefined, origin: string) {
  const vapid = vapidOf(header);
  if (!vapid) throw new Error('no VAPID authorization');
  const point = Buffer.from(vapid.key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
  const { payload } = await jwtVerify(vapid.token, key, { algorithms: ['ES256'], audience: origin, requiredClaims: ['exp', 'sub'] });
  const now = Math.floor(Date.now() / 1000);
  if (payload.exp! > now + 24 * 60 * 60) throw new Error('exp is more than 24 hours ahead');
  if (!/^(mailto:|https:)/.test(String(payload.sub))) throw new Error('sub is not a mailto: or https: URL');
  return { claims: { aud: String(payload.aud), exp: payload.exp!, sub: String(payload.sub) }, publicKey: vapid.key };
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, DeviceKeys>();
  const answers = new Map<string, { status: number; times: number; location?: string }>();
  const delivered: DeliveredPush[] = [];
  const rejected: FakePushService['rejected'] = [];
  let origin = '';
  let requests = 0;

  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    requests++;
    const device = new URL(request.url ?? '/', origin).pathname.split('/').at(-1) ?? '';
    const body = await readBody(request);
    const canned = answers.get(device);
    if (canned && canned.times > 0) {
      canned.times--;
      response.writeHead(canned.status, canned.location ? { location: canned.location } : {});
      return response.end();
    }
    const keys = devices.get(device);
    try {
      if (!keys) throw new Error('unknown subscription');
      if (request.method !== 'POST') throw new Error(`method ${request.method}`);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const vapid = await verifyVapid(request.headers.authorization, origin);
      const plain = decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
      delivered.push({ device, payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>, ttl: Number(request.headers.ttl), ...vapid });
      response.writeHead(201);
    } catch (error) {
      rejected.push({ device, reason: (error as Error).message });
      response.writeHead(400);
    }
    response.end();
  };
  const server = createServer((request, response) => void respond(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    delivered,
    rejected,
    get requests() {
      return requests;
    },
    device() {
      const id = randomBytes(12).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      devices.set(id, { ecdh, auth });
      return { id, subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
    },
    answer(device, status, times = 1, location) {
      answers.set(device, { status, times, location });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
