// Response headers CloudFront adds to everything it serves, site and API alike, from the one
// definition the local server uses too.

import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { SECURITY_HEADERS } from '@cakewalk/shared/security-headers.ts';

function member<T extends string>(values: Record<string, T>, value: string): T {
  const found = Object.values(values).find((candidate) => candidate === value);
  if (!found) throw new Error(`CloudFront has no header value ${value}`);
  return found;
}

export function securityHeadersPolicy(scope: Construct, id: string): ResponseHeadersPolicy {
  const { contentSecurityPolicy, strictTransportSecurity, frameOption, referrerPolicy } = SECURITY_HEADERS;
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Cakewalk security headers',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: strictTransportSecurity.includeSubdomains,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: member(HeadersFrameOption, frameOption), override: true },
      referrerPolicy: { referrerPolicy: member(HeadersReferrerPolicy, referrerPolicy), override: true },
    },
  });
}
