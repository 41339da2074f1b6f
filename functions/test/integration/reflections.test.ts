import { describe, expect, it } from 'vitest';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { NEXT_CURSOR_HEADER } from '@cakewalk/shared/schemas/reflection.ts';
import { createReflection } from '../../src/data/reflections/reflections.ts';
import { createGoal, signUp, type TestUser } from '../support/api-client.ts';
import { withLocalStack } from '../support/stack-fixture.ts';

const stack = withLocalStack();

const list = (user: TestUser, query = '') => user.call<Reflection[]>('GET', `/reflections?user_id=${user.id}${query}`);

/** Writes reflections dated on given days, through the same repository the route uses. */
async function writeOn(user: TestUser, days: string[], goal?: { id: string; title: string }) {
  const realNow = Date.now;
  for (const day of days) {
    Date.now = () => Date.parse(`${day}T12:00:00.000Z`);
    try {
      await createReflection(user.id, { goal_id: goal?.id ?? null, goal_name: goal?.title ?? null, content: `On ${day}` });
    } finally {
      Date.now = realNow;
    }
  }
}

describe('reflections', () => {
  it('writes one, tied to a goal, and keeps the goal name after the goal is deleted', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user);
    const written = await user.call<Reflection>('POST', '/reflections', { goal_id: goal.id, content: '  Felt great today  ' });
    expect(written.status).toBe(201);
    expect(written.body).toEqual({ id: expect.any(String), created_at: expect.any(String), goal_id: goal.id, goal_name: goal.title, content: 'Felt great today' });
    expect(Date.parse(written.body.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const loose = await user.call<Reflection>('POST', '/reflections', { content: 'No goal here' });
    expect(loose.body).toMatchObject({ goal_id: null, goal_name: null });

    await user.call('DELETE', `/goals/${goal.id}`);
    expect((await list(user)).body.map((r) => r.goal_name)).toEqual([null, goal.title]);
  });

  it('sorts newest first by default, oldest first on asc', async () => {
    const user = await signUp(stack.api);
    await writeOn(user, ['2026-03-01', '2026-03-02', '2026-03-03']);
    expect((await list(user)).body.map((r) => r.content)).toEqual(['On 2026-03-03', 'On 2026-03-02', 'On 2026-03-01']);
    expect((await list(user, '&sort=asc')).body.map((r) => r.content)).toEqual(['On 2026-03-01', 'On 2026-03-02', 'On 2026-03-03']);
  });

  it('filters by goal and by a date range inclusive of both days', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user);
    await writeOn(user, ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
    await writeOn(user, ['2026-04-02', '2026-04-03'], goal);
    const ranged = await list(user, '&start_date=2026-04-02&end_date=2026-04-03&sort=asc');
    expect(ranged.body.map((r) => r.content)).toEqual(['On 2026-04-02', 'On 2026-04-02', 'On 2026-04-03', 'On 2026-04-03']);
    const byGoal = await list(user, `&goal_id=${goal.id}`);
    expect(byGoal.body.map((r) => [r.content, r.goal_name])).toEqual([['On 2026-04-03', goal.title], ['On 2026-04-02', goal.title]]);
    expect((await list(user, '&start_date=2026-04-04')).body).toHaveLength(1);
    expect((await list(user, '&end_date=2026-04-01')).body).toHaveLength(1);
  });

  it('pages with a limit and a cursor, without repeats or gaps, also through a goal filter', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user);
    const days = Array.from({ length: 12 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`);
    for (const [i, day] of days.entries()) await writeOn(user, [day], i % 3 === 0 ? goal : undefined);

    const seen: string[] = [];
    let query = '&limit=5&sort=asc';
    for (;;) {
      const page = await list(user, query);
      expect(page.body.length).toBeLessThanOrEqual(5);
      seen.push(...page.body.map((r) => r.content));
      const next = page.headers.get(NEXT_CURSOR_HEADER);
      if (!next) break;
      query = `&limit=5&sort=asc&cursor=${next}`;
    }
    expect(seen).toEqual(days.map((d) => `On ${d}`));

    const first = await list(user, `&goal_id=${goal.id}&limit=2`);
    expect(first.body.map((r) => r.content)).toEqual(['On 2026-05-10', 'On 2026-05-07']);
    const second = await list(user, `&goal_id=${goal.id}&limit=2&cursor=${first.headers.get(NEXT_CURSOR_HEADER)}`);
    expect(second.body.map((r) => r.content)).toEqual(['On 2026-05-04', 'On 2026-05-01']);
  });

  it('edits the words of a reflection, keeping its time and goal, and answers the reflection', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user);
    const written = (await user.call<Reflection>('POST', '/reflections', { goal_id: goal.id, content: 'First try' })).body;

    const edited = await user.call<Reflection>('PUT', `/reflections/${written.id}`, { content: '  Second thoughts  ' });

    expect(edited).toMatchObject({ status: 200, body: { ...written, content: 'Second thoughts' } });
    expect((await list(user)).body).toEqual([edited.body]);
  });

  it('deletes a reflection, answering {ok: true}, and a second delete is a 404', async () => {
    const user = await signUp(stack.api);
    const kept = (await user.call<Reflection>('POST', '/reflections', { content: 'Keep me' })).body;
    const gone = (await user.call<Reflection>('POST', '/reflections', { content: 'Delete me' })).body;

    expect(await user.call('DELETE', `/reflections/${gone.id}`)).toMatchObject({ status: 200, body: { ok: true } });

    expect((await list(user)).body).toEqual([kept]);
    expect(await user.call('DELETE', `/reflections/${gone.id}`)).toMatchObject({ status: 404, body: { error: 'Reflection not found' } });
    expect((await user.call('PUT', `/reflections/${gone.id}`, { content: 'Back?' })).status).toBe(404);
    expect((await list(user)).body).toEqual([kept]);
  });

  it("answers 404 for another user's reflection, to an edit and to a delete, and leaves it as it was", async () => {
    const owner = await signUp(stack.api);
    const stranger = await signUp(stack.api);
    const mine = (await owner.call<Reflection>('POST', '/reflections', { content: 'Only mine' })).body;

    expect(await stranger.call('PUT', `/reflections/${mine.id}`, { content: 'Yours now' })).toMatchObject({ status: 404, body: { error: 'Reflection not found' } });
    expect(await stranger.call('DELETE', `/reflections/${mine.id}`)).toMatchObject({ status: 404, body: { error: 'Reflection not found' } });

    expect((await list(owner)).body).toEqual([mine]);
    expect((await list(stranger)).body).toEqual([]);
  });

  it('refuses empty or too long words with 400 and keeps the reflection as it was', async () => {
    const user = await signUp(stack.api);
    const written = (await user.call<Reflection>('POST', '/reflections', { content: 'As it was' })).body;

    for (const content of ['   ', 'x'.repeat(5001), 42]) {
      const refused = await user.call<{ error: string }>('PUT', `/reflections/${written.id}`, { content });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain('content');
    }
    expect((await user.call('PUT', `/reflections/${written.id}`, {})).status).toBe(400);
    expect((await list(user)).body).toEqual([written]);
  });
});
