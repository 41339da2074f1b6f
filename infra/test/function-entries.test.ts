import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_DEADLINE_SECONDS } from '@cakewalk/functions/core/account-data/import-account.ts';
import { API_PREFIX, routeIds, routes } from '@cakewalk/shared/routes.ts';
import { ROUTE_DEPLOYMENT } from '@cakewalk/functions/route-deployment.ts';
import { REPO_ROOT, authorizerEntry, checkinTickEntry, checkinWorkerEntry, functionEntries, routeEntries } from '../lib/function-entries.ts';
import { TICK_INTERVAL } from '../lib/stacks/jobs-stack.ts';

describe('the function list', () => {
  it('has one entry per route-table entry, plus the authorizer and the check-in tick and worker', () => {
    expect(routeEntries.map((entry) => entry.id)).toEqual(routeIds);
    expect(functionEntries).toHaveLength(routeIds.length + 3);
    expect(functionEntries.filter((entry) => entry.kind === 'authorizer')).toEqual([authorizerEntry]);
    expect(functionEntries.filter((entry) => entry.kind === 'job')).toEqual([checkinTickEntry, checkinWorkerEntry]);
  });

  it('gives every function a unique id', () => {
    const ids = functionEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('copies each route’s method, prefixed path and auth from the route table, and its table access, secrets and weight from the deployment table', () => {
    for (const entry of routeEntries) {
      const route = routes[entry.id as keyof typeof routes];
      const deployment = ROUTE_DEPLOYMENT[entry.id as keyof typeof ROUTE_DEPLOYMENT];
      expect(entry.route).toEqual({ method: route.method, path: `${API_PREFIX}${route.path}`, auth: route.auth });
      expect(entry.table).toBe(deployment.table);
      expect(entry.secrets).toEqual(deployment.secrets);
      expect(entry.weight).toBe(deployment.weight);
    }
  });

  it('points every entry at an absolute module path under functions/src, named for the route', () => {
    for (const entry of functionEntries) {
      expect(isAbsolute(entry.entry)).toBe(true);
      expect(entry.entry.startsWith(join(REPO_ROOT, 'functions', 'src'))).toBe(true);
    }
    for (const entry of routeEntries) {
      expect(dirname(dirname(entry.entry))).toBe(join(REPO_ROOT, 'functions/src/handlers'));
      expect(basename(entry.entry)).toBe(`${entry.id}.ts`);
    }
  });

  it('finds every entry module on disk', () => {
    const missing = functionEntries.filter((entry) => !existsSync(entry.entry)).map((entry) => entry.entry);
    expect(missing).toEqual([]);
  });

  it('keeps every route inside the HTTP API’s 30 s integration limit', () => {
    for (const entry of routeEntries) expect(entry.timeoutSeconds).toBeLessThan(30);
  });

  it('runs the import for as long as an import may take to commit, so no import commits after its function died', () => {
    expect(routeEntries.find((entry) => entry.id === 'import-account')?.timeoutSeconds).toBe(IMPORT_DEADLINE_SECONDS);
  });

  it('gives sign-up and sign-in a whole vCPU for password hashing, and other CRUD routes 512 MB', () => {
    for (const entry of routeEntries) {
      const expected = ['register', 'login'].includes(entry.id) ? 1769 : entry.weight === 'crud' ? 512 : 1024;
      expect(entry.memoryMb, entry.id).toBe(expected);
    }
  });

  it('ends a check-in tick before the next one is scheduled', () => {
    expect(checkinTickEntry.timeoutSeconds).toBeLessThan(TICK_INTERVAL.toSeconds());
  });

  it('lets the authorizer only read the table (the token version), with only the JWT key', () => {
    expect(authorizerEntry.table).toBe('read');
    expect(authorizerEntry.secrets).toEqual(['jwt']);
  });
});
