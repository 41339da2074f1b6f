import { request } from 'node:http';
import type { ApiReply } from './api-client.ts';

/**
 * Calls the local server from a given loopback address (127.0.0.2, 127.0.0.3, ...: all of
 * 127/8 is this machine on Linux), so a test can be several clients, each with its own address.
 */
export function fromAddress(api: string, localAddress: string) {
  const base = new URL(api);
  return function call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiReply<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const outgoing = request({
        host: base.hostname, port: base.port, path: `${base.pathname}${path}`, method, localAddress,
        headers: { ...(payload !== undefined && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }), ...headers },
      }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const replyHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') replyHeaders.set(name, value);
          resolve({ status: response.statusCode ?? 0, body: (text ? JSON.parse(text) : undefined) as T, headers: replyHeaders });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  };
}
