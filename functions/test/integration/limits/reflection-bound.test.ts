import { describe, expect, it } from 'vitest';
import type { ImportResult } from '@cakewalk/shared/schemas/account/account.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { tooManyReflections, tooManyImportedReflections, type Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { profileKey } from '../../../src/data/keys.ts';
import { BOT_WORDS } from '../../../src/words/bot-words.ts';
import { createReflection } from '../../../src/data/reflections/reflections.ts';
import { get, update } from '../../../src/data/store.ts';
import { signUp, type TestUser } from '../../support/api-client.ts';
import { linkChat } from '../../support/checkin-stack.ts';
import { withCheckinStack } from '../../support/stack-fixture.ts';

// A user keeps at most 10,000 reflections, those an import brings included. Filling the bound
// with real writes would take minutes, so each test starts the account's count near it (the
// count is what every write is checked against) and then writes over HTTP.

const stack = withCheckinStack();

const MAX = ABUSE_LIMITS.reflectionsPerUser;

async function userWith(count: number): Promise<TestUser> {
  const user = await signUp(stack.api);
  await update({ Key: profileKey(user.id), UpdateExpression: 'SET reflection_count = :count', ExpressionAttributeValues: { ':count': count } });
  return user;
}

const write = (user: TestUser, content: string) => user.call<Reflection | { error: string }>('POST', '/reflections', { content });
const listed = async (user: TestUser) => (await user.call<Reflection[]>('GET', `/reflections?user_id=${user.id}&limit=100`)).body;
const countOf = async (user: TestUser) => (await get<{ reflection_count?: number }>(profileKey(user.id), ['reflection_count']))?.reflection_count;

function exportWith(reflections: number): ExportFile {
  return {
    format: 'cakewalk-export',
    version: 1,
    exported_at: '2026-11-20T10:00:00.000Z',
    user: { name: 'Robin', email: 'robin@example.com' },
    settings: null,
    goals: [],
    reflections: Array.from({ length: reflections }, (_, i) => ({
      created_at: new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString(), goal_id: null, goal_name: null, content: `Imported ${i}`,
    })),
    checkins: [],
  };
}

describe(`reflections per user (${MAX})`, () => {
  it('refuses the one past the bound with 400 and the bound in words, and writes nothing', async () => {
    const user = await userWith(MAX - 1);
    expect((await write(user, 'The last one that fits')).status).toBe(201);
    expect(await write(user, 'One too many')).toEqual(expect.objectContaining({ status: 400, body: { error: tooManyReflections() } }));
    expect(tooManyReflections()).toContain('10,000');
    expect((await listed(user)).map((reflection) => reflection.content)).toEqual(['The last one that fits']);
    expect(await countOf(user)).toBe(MAX);
  });

  it('lets only as many of several written at once as there is room for, and a delete gives its place back', async () => {
    const user = await userWith(MAX - 2);
    const replies = await Promise.all([1, 2, 3, 4].map((i) => write(user, `Racer ${i}`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, 400, 400]);
    const [first] = await listed(user);
    expect((await user.call('DELETE', `/reflections/${first!.id}`)).status).toBe(200);
    expect((await write(user, 'In the place given back')).status).toBe(201);
    expect(await write(user, 'Full again')).toMatchObject({ status: 400 });
    expect(await listed(user)).toHaveLength(2);
  });

  it('refuses an import that would pass the bound, whole, with the bound in words; one that fits is counted', async () => {
    const user = await userWith(MAX - 10);
    const over = await user.call('POST', '/users/me/import', exportWith(11));
    expect(over).toMatchObject({ status: 400, body: { error: tooManyImportedReflections(MAX - 10, 11) } });
    expect(await listed(user)).toEqual([]);
    expect(await countOf(user)).toBe(MAX - 10);

    const fits = await user.call<ImportResult>('POST', '/users/me/import', exportWith(10));
    expect(fits).toMatchObject({ status: 201, body: { reflections: 10 } });
    expect(await listed(user)).toHaveLength(10);
    expect(await countOf(user)).toBe(MAX);
    expect(await write(user, 'One too many')).toMatchObject({ status: 400, body: { error: tooManyReflections() } });
  });

  it('counts an account from before reflections were counted from the reflections it has', async () => {
    const user = await signUp(stack.api);
    for (let i = 0; i < 3; i++) await createReflection(user.id, { goal_id: null, goal_name: null, content: `Old ${i}` });
    await update({ Key: profileKey(user.id), UpdateExpression: 'REMOVE reflection_count' });
    expect((await write(user, 'The first one counted')).status).toBe(201);
    expect(await countOf(user)).toBe(4);
  });

  it('on Telegram, says a message at the bound is not saved, and why', async () => {
    const user = await userWith(MAX);
    const chat = await linkChat(stack, user, 990_001);
    await chat.send('Read two pages tonight');
    expect(chat.lastText()).toBe(BOT_WORDS.reflectionsFull.replace('{max}', '10,000'));
    expect(await listed(user)).toEqual([]);
  });
});
