import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';

// CloudFront compresses text responses on the fly for clients that accept it; the local server
// does not. This loopback front does what CloudFront does, so Lighthouse can be read both ways:
// as the local server serves the site, and as the cloud would.
const COMPRESSIBLE = /javascript|css|html|json|svg|text\//;

export interface Front {
  origin: string;
  close(): Promise<void>;
}

export async function gzipFront(upstreamOrigin: string): Promise<Front> {
  const upstream = new URL(upstreamOrigin);
  const server: Server = createServer((req, res) => {
    const forward = request({
      host: upstream.hostname,
      port: upstream.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, 'accept-encoding': 'identity' },
    }, (answer) => {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
        && COMPRESSIBLE.test(String(answer.headers['content-type'] ?? ''));
      const headers = { ...answer.headers };
      if (gzip) {
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      res.writeHead(answer.statusCode ?? 502, headers);
      (gzip ? answer.pipe(createGzip()) : answer).pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
