import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { countedAddress } from '../../../src/http/client-address.ts';
import { client } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const ORIGIN_SECRET = 'the secret CloudFront adds to every request it sends the API, for the IPv6 tests';
const stack = withLocalStack({ ORIGIN_VERIFY_SECRET: ORIGIN_SECRET });

/** A viewer CloudFront vouches for, at `address` (written as CloudFront writes IPv6: unbracketed, then the port). */
const viewer = (address: string) => ({ 'cloudfront-viewer-address': `${address}:40000`, 'x-origin-verify': ORIGIN_SECRET });
/** The i-th address of one /64: the low 64 bits are the client's to pick. */
const inOne64 = (prefix: string, i: number) => `${prefix}:${(i + 1).toString(16)}:${(i * 7 + 3).toString(16)}:abcd:${i.toString(16)}`;

describe('a client with a whole IPv6 /64', () => {
  it('gets the sign-ups of one address, however many of its addresses it uses', async () => {
    const call = client(stack.api);
    const statuses: number[] = [];
    for (let i = 0; i < ABUSE_LIMITS.register.perAddress + 5; i++) {
      const account = { name: 'Many', email: `v6.${i}.${Date.now()}@example.com`, telegram_id: '@many_accounts', password: 'password123' };
      statuses.push((await call('POST', '/auth/register', account, viewer(inOne64('2001:db8:77:1', i)))).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(ABUSE_LIMITS.register.perAddress);
    expect(statuses.slice(ABUSE_LIMITS.register.perAddress)).toEqual(Array(5).fill(429));
    // The next /64 is another client.
    const other = { name: 'Other', email: `v6.other.${Date.now()}@example.com`, telegram_id: '@other_account', password: 'password123' };
    expect((await call('POST', '/auth/register', other, viewer('2001:db8:77:2::1'))).status).toBe(201);
  });

  it('gets the password checks of one address, whatever the emails', async () => {
    const call = client(stack.api);
    const { perAddress } = ABUSE_LIMITS.login;
    const statuses: number[] = [];
    for (let i = 0; i < perAddress + 5; i++) {
      statuses.push((await call('POST', '/auth/login', { email: `nobody.${i}@example.com`, password: 'a guess' }, viewer(inOne64('2001:db8:99:5', i)))).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(perAddress);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the address a limit counts', () => {
  it('is an IPv6 address’s /64 however it is written, and an IPv4 address as it is', () => {
    expect(countedAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(countedAddress('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(countedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(countedAddress('::1')).toBe('0:0:0:0::/64');
    expect(countedAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(countedAddress('203.0.113.9')).toBe('203.0.113.9');
  });
});
