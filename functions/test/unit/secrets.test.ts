import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for AWS's Parameters and Secrets extension, which serves secrets to a Lambda on
// localhost; each test says what it answers.
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const seen: { secretId: string | null; headers: IncomingHttpHeaders }[] = [];
const extension = createServer((request, response) => {
  seen.push({ secretId: new URL(request.url ?? '/', 'http://x').searchParams.get('secretId'), headers: request.headers });
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
});

beforeAll(() => new Promise<void>((resolve) => extension.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise((resolve) => extension.close(resolve)));

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:jwt';
async function fresh() {
  vi.resetModules();
  return import('../../src/config/secrets.ts');
}

beforeEach(() => {
  seen.length = 0;
  vi.unstubAllEnvs();
  vi.stubEnv('JWT_SECRET', '');
  vi.stubEnv('JWT_SECRET_ARN', ARN);
  vi.stubEnv('AWS_SESSION_TOKEN', 'session-token');
  vi.stubEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', String((extension.address() as AddressInfo).port));
});

describe('getSecret in Lambda', () => {
  it('reads the secret by ARN through the extension once, with the session token, and caches it', async () => {
    answer = { status: 200, body: { SecretString: 'the-key' } };
    const { getSecret } = await fresh();
    expect(await getSecret('JWT_SECRET')).toBe('the-key');
    expect(await getSecret('JWT_SECRET')).toBe('the-key');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ secretId: ARN, headers: { 'x-aws-parameters-secrets-token': 'session-token' } });
  });

  it('treats a secret the operator has not filled in yet as unset', async () => {
    answer = { status: 400, body: { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT" } };
    const { getSecret } = await fresh();
    expect(await getSecret('JWT_SECRET')).toBeUndefined();
  });

  it('fails on any other error and reads again next time', async () => {
    answer = { status: 500, body: { message: 'boom' } };
    const { getSecret } = await fresh();
    await expect(getSecret('JWT_SECRET')).rejects.toThrow(/500/);
    answer = { status: 200, body: { SecretString: 'later' } };
    expect(await getSecret('JWT_SECRET')).toBe('later');
    expect(seen).toHaveLength(2);
  });

  it('prefers a value set directly in the environment', async () => {
    vi.stubEnv('JWT_SECRET', 'local-value');
    const { getSecret } = await fresh();
    expect(await getSecret('JWT_SECRET')).toBe('local-value');
    expect(seen).toHaveLength(0);
  });
});
