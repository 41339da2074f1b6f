// The security headers of every answer, site and API alike: CloudFront's response-headers
// policy (infra/lib/security-headers.ts) and the local server are both built from this one
// definition, so the app is protected the same way wherever it runs.

// The app is one origin: scripts, styles, data and the API all come from 'self'. style-src also
// allows inline styles because the toast library (sonner) injects its stylesheet at runtime; the
// favicon is an inline data: SVG. Nothing may frame the app.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  strictTransportSecurity: { maxAgeSeconds: 730 * 24 * 60 * 60, includeSubdomains: true },
  frameOption: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

/** The same headers as they go on the wire. */
export const securityHeaderValues: Readonly<Record<string, string>> = {
  'content-security-policy': SECURITY_HEADERS.contentSecurityPolicy,
  'strict-transport-security': `max-age=${SECURITY_HEADERS.strictTransportSecurity.maxAgeSeconds}${SECURITY_HEADERS.strictTransportSecurity.includeSubdomains ? '; includeSubDomains' : ''}`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': SECURITY_HEADERS.frameOption,
  'referrer-policy': SECURITY_HEADERS.referrerPolicy,
};
