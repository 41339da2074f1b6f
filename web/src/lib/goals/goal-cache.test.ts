import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { dashboardFixture } from '../../../test/fixtures.ts';
import { goalChanged } from './goal-cache.ts';
import { queryKeys } from '../infra/query-keys.ts';

function cacheOf(userId: string) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.dashboard(userId), dashboardFixture());
  for (const goal of dashboardFixture().goals) client.setQueryData(queryKeys.goal(userId, goal.id), goal);
  client.setQueryData(queryKeys.goalList(userId), []);
  client.setQueryData(queryKeys.reflections(userId, { sort: 'desc' }), { pages: [] });
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('the one refresh after a goal changes', () => {
  it('puts a saved goal in place in the dashboard and its own entry, and marks the lists stale', () => {
    const client = cacheOf('u1');
    const saved = { ...dashboardFixture().goals[1]!, title: 'Run a half marathon', version: 2 };
    goalChanged(client, 'u1', { saved });

    expect(client.getQueryData<Dashboard>(queryKeys.dashboard('u1'))?.goals.map((g) => g.title)).toEqual(['Learn Spanish', 'Run a half marathon']);
    expect(client.getQueryData(queryKeys.goal('u1', saved.id))).toEqual(saved);
    expect(stale(client, queryKeys.goal('u1', saved.id))).toBe(false);
    expect(stale(client, queryKeys.dashboard('u1'))).toBe(true);
    expect(stale(client, queryKeys.goalList('u1'))).toBe(true);
    expect(stale(client, queryKeys.reflections('u1', { sort: 'desc' }))).toBe(true);
  });

  it('drops a deleted goal from the dashboard and forgets its entry', () => {
    const client = cacheOf('u1');
    goalChanged(client, 'u1', { deleted: 'g2' });
    expect(client.getQueryData<Dashboard>(queryKeys.dashboard('u1'))?.goals.map((g) => g.id)).toEqual(['g1']);
    expect(client.getQueryData(queryKeys.goal('u1', 'g2'))).toBeUndefined();
  });

  it('marks every goal of the user stale when the answer does not say what changed, and leaves other users alone', () => {
    const client = cacheOf('u1');
    client.setQueryData(queryKeys.goal('u2', 'g1'), dashboardFixture().goals[1]);
    client.setQueryData(queryKeys.dashboard('u2'), dashboardFixture());
    goalChanged(client, 'u1');
    expect(stale(client, queryKeys.goal('u1', 'g1'))).toBe(true);
    expect(stale(client, queryKeys.goal('u2', 'g1'))).toBe(false);
    expect(stale(client, queryKeys.dashboard('u2'))).toBe(false);
  });
});
