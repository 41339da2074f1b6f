import { isIP } from 'node:net';
import { isSameSecret } from '../config/same-secret.ts';
import { getSecret, hasSecret } from '../config/secrets.ts';
import type { ApiEvent } from './lambda-event.ts';

// Who a request came from, for the per-address limits. API Gateway's source IP is whoever
// connected to it: behind CloudFront, an edge server that thousands of people share. CloudFront
// forwards the viewer's own address in CloudFront-Viewer-Address (its AllViewerExceptHostHeader
// policy carries every viewer-location header), but anyone calling API Gateway directly can send
// that header too; so it is believed only with the secret CloudFront adds to every request it
// sends the API (infra/lib/stacks/web-stack.ts), which a viewer's own header of that name cannot
// override. A function that does not read the secret (no per-address limit) just uses the source IP.

const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The IP of `198.51.100.10:46532`, `2001:db8::1:46532` (CloudFront leaves IPv6 unbracketed) or `[2001:db8::1]:46532`. */
function ipOf(viewerAddress: string): string | undefined {
  const colon = viewerAddress.lastIndexOf(':');
  const ip = (colon < 0 ? viewerAddress : viewerAddress.slice(0, colon)).replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) ? ip : undefined;
}

async function fromCloudFront(headers: ApiEvent['headers']): Promise<boolean> {
  const given = headers?.[ORIGIN_VERIFY_HEADER];
  if (given === undefined || !hasSecret('ORIGIN_VERIFY_SECRET')) return false;
  const expected = await getSecret('ORIGIN_VERIFY_SECRET');
  return expected !== undefined && isSameSecret(given, expected);
}

/** The eight 16-bit groups of an IPv6 address, `::` filled in and a trailing dotted IPv4 as two groups. */
function groupsOf(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const parts = (text: string) => (text ? text.split(':') : []).flatMap((part) => {
    if (!part.includes('.')) return [Number.parseInt(part, 16)];
    const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
    return [a * 256 + b, c * 256 + d];
  });
  const before = parts(head);
  const after = tail === undefined ? [] : parts(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * What a per-address limit counts. An IPv6 client is given a whole /64 (one home or phone network
 * picks any address in it at will), so it is counted by that prefix; an IPv4 address mapped into
 * IPv6 is its IPv4 address.
 */
export function countedAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = groupsOf(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The viewer's address when CloudFront vouches for it, else the address that connected; an IPv6 one as its /64. */
export async function clientAddressOf(event: ApiEvent): Promise<string> {
  const connected = event.requestContext?.http?.sourceIp ?? '';
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  if (!viewer || !(await fromCloudFront(event.headers))) return countedAddress(connected);
  return countedAddress(ipOf(viewer) ?? connected);
}
