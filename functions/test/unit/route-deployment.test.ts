import { describe, expect, it } from 'vitest';
import { routeIds, routes } from '@cakewalk/shared/routes.ts';
import { ROUTE_DEPLOYMENT } from '../../src/route-deployment.ts';

describe('the deployment table', () => {
  it('covers exactly the routes of the shared route table', () => {
    expect(Object.keys(ROUTE_DEPLOYMENT).sort()).toEqual([...routeIds].sort());
  });

  it('keeps deployment facts out of the route table the browser bundles', () => {
    // A larger body limit is part of what a caller must respect, and whether a route creates items
    // is part of what it does (the account-closing guard hangs on it), so both stay with the route.
    const ofTheRoute = new Set(['bodyBytes', 'createsItems']);
    for (const route of Object.values(routes)) {
      expect(Object.keys(route).filter((key) => !ofTheRoute.has(key)).sort()).toEqual(['auth', 'id', 'method', 'path']);
    }
  });
});
