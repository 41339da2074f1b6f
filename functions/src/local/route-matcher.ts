import { API_PREFIX, routeIds, routes, type RouteId } from '@cakewalk/shared/routes.ts';

interface RouteMatch {
  id: RouteId;
  routeKey: string;
  pathParameters: Record<string, string>;
}

// The route table's `{param}` segments become URLPattern `:param` groups, each matching one
// segment: so only the routes with as many segments as the path are tried (a few of the table).
const segments = (path: string) => path.split('/').length;
const compiled = routeIds.map((id) => {
  const { method, path } = routes[id];
  const pathname = `${API_PREFIX}${path}`.replace(/\{(\w+)\}/g, ':$1');
  return { id, method, routeKey: `${method} ${API_PREFIX}${path}`, pattern: new URLPattern({ pathname }), segments: segments(pathname) };
});
const bySegments = Map.groupBy(compiled, (route) => route.segments);

export type MatchResult = RouteMatch | 'method-not-allowed' | undefined;

export function matchRoute(method: string, pathname: string): MatchResult {
  const candidates = (bySegments.get(segments(pathname)) ?? []).filter((route) => route.pattern.test({ pathname }));
  const route = candidates.find((candidate) => candidate.method === method);
  if (!route) return candidates.length > 0 ? 'method-not-allowed' : undefined;
  const groups = route.pattern.exec({ pathname })?.pathname.groups ?? {};
  try {
    const pathParameters = Object.fromEntries(
      Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value ?? '')]),
    );
    return { id: route.id, routeKey: route.routeKey, pathParameters };
  } catch {
    // Broken percent-encoding names nothing that can exist.
    return undefined;
  }
}
