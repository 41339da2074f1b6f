// Every Lambda function Cakewalk deploys, as plain data: one per route-table entry, the
// authorizer, and the check-in tick and worker. The API and jobs stacks build their functions
// from this list, and the benchmark (bench/) bundles the same entries, so a route added to the
// shared table is deployed, granted and measured without anyone touching infra.

import { fileURLToPath } from 'node:url';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import { API_PREFIX, routeIds, routes, type HttpMethod } from '@cakewalk/shared/routes.ts';
import { handlerFile } from '@cakewalk/functions/handler-files.ts';
import { ROUTE_DEPLOYMENT, type SecretGroup, type TableAccess, type WeightClass } from '@cakewalk/functions/route-deployment.ts';

/** The repository root: esbuild's working directory and where package-lock.json lives. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

type FunctionKind = 'route' | 'authorizer' | 'job';
export type { SecretGroup, TableAccess, WeightClass };

export interface FunctionEntry {
  /** Unique and stable: the construct id, the log group's function and the benchmark's row. */
  id: string;
  kind: FunctionKind;
  /** Absolute path of the module that exports `handler`. */
  entry: string;
  weight: WeightClass;
  table: TableAccess;
  secrets: readonly SecretGroup[];
  /** Sends email through SES (from the sending identity alone). */
  sendsEmail: boolean;
  memoryMb: number;
  timeoutSeconds: number;
  /** Only for kind 'route': where API Gateway serves it, with the /api prefix. */
  route?: { method: HttpMethod; path: string; auth: boolean };
}

const functionsSrc = (path: string) => fileURLToPath(new URL(`../../functions/src/${path}`, import.meta.url));

// CPU scales with memory on Lambda, and cold starts are CPU-bound, so even small handlers get
// 512 MB. The heavy routes wait on the AI provider or read a whole account (an export, the
// calendar feed); 29 s keeps them inside the HTTP API's 30 s integration limit, so the
// handler's own answer reaches the caller instead of a gateway 503.
const sizing = {
  crud: { memoryMb: 512, timeoutSeconds: 10 },
  heavy: { memoryMb: 1024, timeoutSeconds: 29 },
} as const satisfies Record<WeightClass, { memoryMb: number; timeoutSeconds: number }>;

// Password hashing (scrypt at N=2^17, about 0.35 s of one core) is CPU-bound, and Lambda gives a
// function a whole vCPU only at 1769 MB; at 512 MB every sign-in would spend over a second hashing.
const PASSWORD_HASHING_ROUTES: ReadonlySet<string> = new Set(['register', 'login']);
const ONE_VCPU_MB = 1769;

function routeEntry(id: (typeof routeIds)[number]): FunctionEntry {
  const route = routes[id];
  const deployment = ROUTE_DEPLOYMENT[id];
  const { memoryMb, timeoutSeconds } = sizing[deployment.weight];
  return {
    id,
    kind: 'route',
    entry: handlerFile(id),
    weight: deployment.weight,
    table: deployment.table,
    secrets: deployment.secrets,
    sendsEmail: 'sendsEmail' in deployment && deployment.sendsEmail,
    memoryMb: PASSWORD_HASHING_ROUTES.has(id) ? ONE_VCPU_MB : memoryMb,
    timeoutSeconds,
    route: { method: route.method, path: `${API_PREFIX}${route.path}`, auth: route.auth },
  };
}

export const authorizerEntry: FunctionEntry = {
  id: 'authorizer',
  kind: 'authorizer',
  entry: functionsSrc('handlers/authorizer.ts'),
  weight: 'crud',
  // It reads the user's token version, so a signed-out session stops working.
  table: 'read',
  secrets: ['jwt'],
  sendsEmail: false,
  memoryMb: 512,
  timeoutSeconds: 5,
};

// The check-in tick runs every minute and only enqueues; ending within the minute keeps ticks
// from piling up. The worker's timeout bounds a batch of rounds (shared/src/checkin-capacity.ts).
export const checkinTickEntry: FunctionEntry = {
  id: 'checkin-tick',
  kind: 'job',
  entry: functionsSrc('jobs/checkin-tick.ts'),
  weight: 'crud',
  table: 'write',
  secrets: [],
  sendsEmail: false,
  memoryMb: 512,
  timeoutSeconds: 50,
};

export const checkinWorkerEntry: FunctionEntry = {
  id: 'checkin-worker',
  kind: 'job',
  entry: functionsSrc('jobs/checkin-worker.ts'),
  weight: 'heavy',
  table: 'write',
  // Check-ins go out on every channel: Telegram, web push (VAPID) and email (signed unsubscribe links).
  secrets: ['telegram', 'openai', 'vapid', 'email-links'],
  sendsEmail: true,
  memoryMb: 1024,
  timeoutSeconds: CHECKIN_CAPACITY.workerTimeoutSeconds,
};

const jobEntries: readonly FunctionEntry[] = [checkinTickEntry, checkinWorkerEntry];

export const routeEntries: readonly FunctionEntry[] = routeIds.map(routeEntry);

export const functionEntries: readonly FunctionEntry[] = [...routeEntries, authorizerEntry, ...jobEntries];
