import { isIP } from 'node:net';
import { isSameSecret } from '../config/same-secret.ts';
import { getSecret, hasSecret } from '../config/secrets.ts';
import type { ApiEvent } from './handler.ts';

// Who a request came from, for the per-address limits. API Gateway's source IP is whoever
// connected to it: behind CloudFront, an edge server that thousands of people share. CloudFront
// forwards the viewer's own address in CloudFront-Viewer-Address (its AllViewerExceptHostHeader
// policy carries every viewer-location header), but anyone calling API Gateway directly can send
// that header too; so it is believed only with the secret CloudFront adds to every request it
// sends the API (infra/lib/web-stack.ts), which a viewer's own header of that name cannot
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

/** The viewer's address when CloudFront vouches for it, else the address that connected. */
export async function clientAddressOf(event: ApiEvent): Promise<string> {
  const connected = event.requestContext?.http?.sourceIp ?? '';
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  if (!viewer || !(await fromCloudFront(event.headers))) return connected;
  return ipOf(viewer) ?? connected;
}
