// The one route table. The CDK stack makes one function per entry, the local server serves the
// same entries with the same handler modules (functions/src/handlers/<id>.ts), and the web client
// builds its URLs from the paths here.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** Path under the /api prefix, with API Gateway style `{param}` segments. */
  path: string;
  /** Signed-in routes sit behind the authorizer; public ones do not. */
  auth: boolean;
  /** Least privilege on the table: a route that only reads gets read access only. */
  table: 'read' | 'write';
  /** Secrets the route reads at cold start. */
  secrets: readonly ('jwt' | 'openai' | 'telegram')[];
  /** Bundle budget class (issue 8): plain CRUD, or the heavier AI and Telegram handlers. */
  weight: 'crud' | 'heavy';
}

const crud = { secrets: [], weight: 'crud' } as const;

export const API_PREFIX = '/api';

export const routes = {
  'register': { method: 'POST', path: '/auth/register', auth: false, table: 'write', secrets: ['jwt'], weight: 'crud' },
  'login': { method: 'POST', path: '/auth/login', auth: false, table: 'write', secrets: ['jwt'], weight: 'crud' },
  'get-me': { method: 'GET', path: '/users/me', auth: true, table: 'read', ...crud },
  'get-dashboard': { method: 'GET', path: '/users/{id}/dashboard', auth: true, table: 'read', ...crud },
  'list-goals': { method: 'GET', path: '/goals', auth: true, table: 'read', ...crud },
  'create-goal': { method: 'POST', path: '/goals', auth: true, table: 'write', ...crud },
  'get-goal': { method: 'GET', path: '/goals/{id}', auth: true, table: 'read', ...crud },
  'update-goal': { method: 'PUT', path: '/goals/{id}', auth: true, table: 'write', ...crud },
  'delete-goal': { method: 'DELETE', path: '/goals/{id}', auth: true, table: 'write', ...crud },
  'update-microtask-status': { method: 'PATCH', path: '/microtasks/{id}/status', auth: true, table: 'write', ...crud },
  'breakdown-microtask': { method: 'POST', path: '/gpt/breakdown', auth: true, table: 'write', secrets: ['openai'], weight: 'heavy' },
  'breakdown-goal': { method: 'POST', path: '/ai/goal-breakdown', auth: true, table: 'read', secrets: ['openai'], weight: 'heavy' },
  'list-reflections': { method: 'GET', path: '/reflections', auth: true, table: 'read', ...crud },
  'create-reflection': { method: 'POST', path: '/reflections', auth: true, table: 'write', ...crud },
  'get-settings': { method: 'GET', path: '/users/me/settings', auth: true, table: 'read', ...crud },
  'update-settings': { method: 'PUT', path: '/users/me/settings', auth: true, table: 'write', ...crud },
  'list-checkins': { method: 'GET', path: '/checkins', auth: true, table: 'read', ...crud },
  'reply-checkin': { method: 'POST', path: '/checkins/{id}/reply', auth: true, table: 'write', ...crud },
  'create-telegram-link': { method: 'POST', path: '/telegram/link', auth: true, table: 'write', ...crud },
  'telegram-webhook': { method: 'POST', path: '/telegram/webhook', auth: false, table: 'write', secrets: ['telegram'], weight: 'heavy' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

export const routeIds = Object.keys(routes) as RouteId[];

/** Fills `{param}` segments, encoding each value. */
export function routePath(id: RouteId, params: Record<string, string> = {}): string {
  return routes[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${id}`);
    return encodeURIComponent(value);
  });
}
