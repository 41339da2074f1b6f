import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelsAvailable } from '@cakewalk/shared/schemas/channels/available.ts';
import { client } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack({ TELEGRAM_BOT_USERNAME: undefined });

afterEach(() => {
  delete process.env.TELEGRAM_BOT_USERNAME;
});

describe('the channels this server offers, before sign-in', () => {
  it('says no Telegram bot can be linked on a server without one, and that one can once it is set up, to a visitor', async () => {
    const visitor = client(stack.api);
    const without = await visitor<ChannelsAvailable>('GET', '/channels');
    expect(without.status).toBe(200);
    expect(without.body).toEqual({ telegram_available: false });

    process.env.TELEGRAM_BOT_USERNAME = '@cakewalk_test_bot';
    expect((await visitor<ChannelsAvailable>('GET', '/channels')).body).toEqual({ telegram_available: true });
  });
});
