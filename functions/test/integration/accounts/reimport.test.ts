import { describe, expect, it } from 'vitest';
import type { ImportResult } from '@cakewalk/shared/schemas/account/account.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { createGoal, sampleBreakdown, signUp } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();

describe('importing your own export again', () => {
  it('skips the goals already there, by id or by title, created time and plan, and says how many', async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user);
    await createGoal(user, { ...sampleBreakdown, goal: 'Read 12 books this year' });
    expect((await user.call('POST', '/reflections', { goal_id: goal.id, content: 'Ran twice this week.' })).status).toBe(201);
    const file = (await user.call<ExportFile>('GET', '/users/me/export')).body;

    const first = await user.call<ImportResult>('POST', '/users/me/import', file);
    expect(first).toMatchObject({ status: 201, body: { goals: 0, reflections: 0, skipped_goals: 2 } });

    // With the originals deleted, the same file again brings them back once, and once only.
    for (const { id } of file.goals) expect((await user.call('DELETE', `/goals/${id}`)).status).toBe(200);
    expect((await user.call<ImportResult>('POST', '/users/me/import', file)).body).toMatchObject({ goals: 2, skipped_goals: 0 });
    expect((await user.call<ImportResult>('POST', '/users/me/import', file)).body).toMatchObject({ goals: 0, reflections: 0, skipped_goals: 2 });
    const goals = await user.call<unknown[]>('GET', `/goals?user_id=${user.id}`);
    expect(goals.body).toHaveLength(2);
  });
});
