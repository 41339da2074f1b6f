// The only addresses the server ever posts a notification to (ARCHITECTURE.md, "Web push"): an
// endpoint is a URL a browser hands us, and a server that posts to URLs users give it must not be
// turned against anything else (another host, a port, the cloud's metadata address).

/** The push services of the browsers: Chrome and Android (FCM), Firefox, Safari, Edge (WNS). */
const PUSH_HOSTS: ReadonlySet<string> = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com']);
/** WNS gives each region its own host: wns2-par02p.notify.windows.com and the like. */
const WNS_HOST = /^[a-z0-9-]+\.notify\.windows\.com$/;

/** Local tests only: a fake push service on loopback. */
const loopbackAllowed = () => process.env.PUSH_ALLOW_LOOPBACK === '1';

function parse(endpoint: string): URL | undefined {
  try {
    return new URL(endpoint);
  } catch {
    return undefined;
  }
}

/**
 * Whether the endpoint is https on a known push service's host, on the default port, with no user
 * name or password; with PUSH_ALLOW_LOOPBACK=1 also http://127.0.0.1:<port>/... The URL parser
 * decides what host a string names, so tricks with userinfo, encodings or IP literals name a host
 * that is simply not on the list.
 */
export function isPushService(endpoint: string): boolean {
  const url = parse(endpoint);
  if (!url || url.username || url.password) return false;
  if (url.protocol === 'https:' && url.port === '') return PUSH_HOSTS.has(url.hostname) || WNS_HOST.test(url.hostname);
  return loopbackAllowed() && url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';
}
