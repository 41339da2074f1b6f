import { createHash, createHmac } from 'node:crypto';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SigningHash } from '../../src/config/signing-hash.ts';

/** What the SDK asks of a hash. */
type HashClass = new (secret?: string | ArrayBuffer | ArrayBufferView) => { update(data: Uint8Array): void; digest(): Promise<Uint8Array> };

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

async function digestOf(Hash: HashClass, secret: string | Uint8Array | undefined, chunks: readonly Uint8Array[]): Promise<string> {
  const hash = new Hash(secret);
  for (const chunk of chunks) hash.update(chunk);
  return hex(await hash.digest());
}

describe('the signing hash given to the AWS clients', () => {
  it('hashes, and keys HMACs, as node:crypto does, whatever the key and the data', async () => {
    const key = fc.option(fc.oneof(fc.string(), fc.uint8Array({ minLength: 1, maxLength: 80 })), { nil: undefined });
    await fc.assert(fc.asyncProperty(key, fc.array(fc.uint8Array({ maxLength: 200 }), { maxLength: 4 }), async (secret, chunks) => {
      const ours = await digestOf(SigningHash, secret, chunks);
      const data = Buffer.concat(chunks);
      expect(ours).toBe(secret ? createHmac('sha256', secret).update(data).digest('hex') : createHash('sha256').update(data).digest('hex'));
    }), { numRuns: 200 });
  });

  it('uses a key\'s bytes as they are now, though the same key object was used before', async () => {
    const key = Uint8Array.from([1, 2, 3, 4]);
    const data = [Buffer.from('day one')];
    expect(await digestOf(SigningHash, key, data)).toBe(createHmac('sha256', Buffer.from([1, 2, 3, 4])).update('day one').digest('hex'));
    key[0] = 9;
    expect(await digestOf(SigningHash, key, data)).toBe(createHmac('sha256', Buffer.from([9, 2, 3, 4])).update('day one').digest('hex'));
  });

  it('lets a plain hash be read and go on, and refuses more data after an HMAC is read', async () => {
    const plain = new SigningHash();
    plain.update(Buffer.from('a'));
    await plain.digest();
    plain.update(Buffer.from('b'));
    expect(hex(await plain.digest())).toBe(createHash('sha256').update('ab').digest('hex'));
    const hmac = new SigningHash('secret');
    await hmac.digest();
    expect(() => hmac.update(Buffer.from('more'))).toThrow(/finished/);
    hmac.reset();
    hmac.update(Buffer.from('more'));
    expect(hex(await hmac.digest())).toBe(createHmac('sha256', 'secret').update('more').digest('hex'));
  });

  afterEach(() => vi.useRealTimers());

  it('signs a DynamoDB call with the same SigV4 signature as the SDK\'s own hash', async () => {
    /** The Authorization header a client signs its call with; the call goes no further. */
    async function authorizationOf(sha256?: HashClass): Promise<string> {
      let authorization = '';
      const client = new DynamoDBClient({
        region: 'eu-west-1',
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
        maxAttempts: 1,
        ...(sha256 && { sha256 }),
        requestHandler: {
          handle: async (request: { headers: Record<string, string> }) => {
            authorization = request.headers.authorization ?? '';
            throw new Error('signed');
          },
        },
      });
      // Each call signs a random invocation id: the same one for both, so only the hash differs.
      const sameInvocationId = (next: (args: { request: { headers: Record<string, string> } }) => Promise<unknown>) =>
        (args: { request: { headers: Record<string, string> } }) => {
          args.request.headers['amz-sdk-invocation-id'] = '00000000-0000-4000-8000-000000000000';
          return next(args);
        };
      type Middleware = Parameters<typeof client.middlewareStack.addRelativeTo>[0];
      client.middlewareStack.addRelativeTo(sameInvocationId as unknown as Middleware, { relation: 'before', toMiddleware: 'httpSigningMiddleware', name: 'sameInvocationId' });
      await expect(client.send(new GetItemCommand({ TableName: 'cakewalk', Key: { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } } }))).rejects.toThrow('signed');
      return authorization;
    }
    for (const day of ['2026-11-28T10:00:00Z', '2026-11-29T10:00:00Z']) {
      vi.useFakeTimers({ now: new Date(day), toFake: ['Date'] });
      const sdk = await authorizationOf();
      expect(sdk).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/);
      expect(await authorizationOf(SigningHash)).toBe(sdk);
    }
  });
});
