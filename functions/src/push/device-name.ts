// What a push device is called on its owner's profile. The browser that subscribed says what it
// is in its User-Agent (bowser reads it, loaded only when a device subscribes, so no other cold
// start of the route pays for it); a subscription kept before names were has only its
// endpoint, whose push service says which family of browser made it.

const SERVICE_NAMES: readonly [RegExp, string][] = [
  [/^fcm\.googleapis\.com$/, 'Chrome or Android browser'],
  [/^updates\.push\.services\.mozilla\.com$/, 'Firefox'],
  [/^web\.push\.apple\.com$/, 'Safari'],
  [/\.notify\.windows\.com$/, 'Edge on Windows'],
];

/** A name is read from a header its sender chose: no longer than a device's name needs. */
const NAME_MAX = 60;

/** "Chrome on Android", "Safari on iOS"; undefined when the User-Agent names no browser. */
export async function deviceNameFrom(userAgent: string): Promise<string | undefined> {
  if (!userAgent) return undefined;
  const { default: Bowser } = await import('bowser');
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  if (!browser) return undefined;
  const os = parsed.os.name;
  return (os ? `${browser} on ${os}` : browser).slice(0, NAME_MAX);
}

/** The name of the browser family whose push service the endpoint is on. */
export function pushServiceName(endpoint: string): string {
  const host = URL.parse(endpoint)?.hostname ?? '';
  return SERVICE_NAMES.find(([pattern]) => pattern.test(host))?.[1] ?? 'A browser';
}
