import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeaderValues } from '@cakewalk/shared/security-headers.ts';
import { ORIGIN_VERIFY_HEADER } from '@cakewalk/functions/http/client-address.ts';
import { routeEntries } from '../lib/function-entries.ts';
import { SPA_FALLBACK_CODE } from '../lib/spa-fallback.ts';
import { buildApp } from './app-fixture.ts';
import { logicalId, resource, resourcesOfType } from './template-queries.ts';

// Managed policy ids, as published by CloudFront.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const built = buildApp();
const { web } = built.stacks;
const template = built.template(web);
// The parts of the synthesized DistributionConfig these tests read.
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }>;
  OriginAccessControlId?: unknown;
  S3OriginConfig?: { OriginAccessIdentity: string };
  CustomOriginConfig?: { OriginReadTimeout: number };
}
interface CacheBehaviour {
  PathPattern?: string;
  TargetOriginId: string;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: unknown;
}
interface DistributionConfig {
  Origins: Origin[];
  CacheBehaviors: CacheBehaviour[];
  DefaultCacheBehavior: CacheBehaviour;
  [other: string]: unknown;
}
const distributionConfig = (of: typeof built) =>
  resource(of.template(of.stacks.web), logicalId(of.stacks.web.distribution)).Properties.DistributionConfig as DistributionConfig;
const distribution = distributionConfig(built);

describe('the site bucket', () => {
  const bucket = resource(template, logicalId(web.bucket)).Properties;

  it('blocks every kind of public access, is encrypted, and logs its access', () => {
    expect(bucket).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: { LogFilePrefix: 'site-bucket/' },
    });
    expect(bucket.WebsiteConfiguration).toBeUndefined();
  });

  it('lets only this distribution read it, and refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId(web.bucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    const origin = distribution.Origins.find((candidate) => candidate.S3OriginConfig);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(origin?.S3OriginConfig?.OriginAccessIdentity).toBe('');
  });
});

describe('the distribution', () => {
  const apiBehaviour = distribution.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/*');
  const apiOrigin = distribution.Origins.find((origin) => origin.Id === apiBehaviour?.TargetOriginId);

  it('serves the site over HTTPS only, with the SPA fallback function on viewer requests', () => {
    expect(distribution.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringContaining('SpaFallback'), 'FunctionARN'] } }],
    });
    expect(distribution.DefaultRootObject).toBe('index.html');
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  it('sends /api/* to the HTTP API over TLS 1.2, uncached, with every viewer header but Host', () => {
    expect(distribution.CacheBehaviors).toHaveLength(1);
    expect(apiBehaviour).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
    });
    expect(apiBehaviour?.FunctionAssociations).toBeUndefined();
    expect(apiOrigin?.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'], OriginReadTimeout: 60 });
    expect(JSON.stringify(apiOrigin?.DomainName)).toContain('.execute-api.');
  });

  it('adds the origin secret to every API request, as a dynamic reference to its Secrets Manager secret, and to nothing else', () => {
    expect(apiOrigin?.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() }]);
    const value = JSON.stringify(apiOrigin!.OriginCustomHeaders![0]!.HeaderValue);
    expect(value).toMatch(/^\{"Fn::Join":\["",\["\{\{resolve:secretsmanager:",\{"Fn::ImportValue":"[^"]+"\},":SecretString:::\}\}"\]\]\}$/);
    const dataTemplate = built.template(built.stacks.data).toJSON() as { Outputs: Record<string, { Value: unknown; Export?: { Name: string } }> };
    const exported = Object.values(dataTemplate.Outputs).find((output) => JSON.stringify(value).includes(String(output.Export?.Name)));
    expect(exported?.Value).toEqual({ Ref: logicalId(built.stacks.data.secrets.secret('ORIGIN_VERIFY_SECRET')) });
    for (const origin of distribution.Origins.filter((candidate) => candidate !== apiOrigin)) expect(origin.OriginCustomHeaders).toBeUndefined();
  });

  it('waits longer for the API than the HTTP API’s 30 s limit, so the API’s own JSON error arrives instead of a CloudFront 504', () => {
    const heaviest = Math.max(...routeEntries.map((entry) => entry.timeoutSeconds));
    // 30 s is API Gateway's HTTP API integration timeout; 60 s is within CloudFront's default quota, so no account needs an increase.
    expect(apiOrigin?.CustomOriginConfig?.OriginReadTimeout).toBeGreaterThan(Math.max(30, heaviest));
    expect(apiOrigin?.CustomOriginConfig?.OriginReadTimeout).toBeLessThanOrEqual(60);
  });

  it('adds CSP, HSTS, nosniff, frame and referrer headers to both behaviours', () => {
    const policyId = logicalId(web.node.findChild('SecurityHeaders'));
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(apiBehaviour?.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(resource(template, policyId).Properties).toMatchObject({
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
  });

  it('sends on the wire exactly the headers the local server sends', () => {
    const { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: config } } = resource(template, logicalId(web.node.findChild('SecurityHeaders'))).Properties as {
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: {
        ContentSecurityPolicy: { ContentSecurityPolicy: string };
        StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean };
        FrameOptions: { FrameOption: string };
        ReferrerPolicy: { ReferrerPolicy: string };
      } };
    };
    expect({
      'content-security-policy': config.ContentSecurityPolicy.ContentSecurityPolicy,
      'strict-transport-security': `max-age=${config.StrictTransportSecurity.AccessControlMaxAgeSec}${config.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': config.FrameOptions.FrameOption,
      'referrer-policy': config.ReferrerPolicy.ReferrerPolicy,
    }).toEqual(securityHeaderValues);
  });

  it('logs to the access-log bucket and outputs the site URL', () => {
    expect(distribution.Logging).toMatchObject({ Prefix: 'distribution/' });
    expect(template.toJSON().Outputs.SiteUrl.Value).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(web.distribution), 'DomainName'] }]] });
  });

  it('uses the default certificate without a custom domain, and TLS 1.2 with one', () => {
    expect(distribution.ViewerCertificate).toBeUndefined();
    const withDomain = buildApp({ customDomain: { domainName: 'cakewalk.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' } });
    const config = distributionConfig(withDomain);
    expect(config.Aliases).toEqual(['cakewalk.example.com']);
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    expect(withDomain.template(withDomain.stacks.web).toJSON().Outputs.SiteUrl.Value).toBe('https://cakewalk.example.com');
  });
});

describe('the SPA fallback', () => {
  const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const served = (uri: string) => handler({ request: { uri } }).uri;

  it('serves the app shell for app routes, including ones with ids, and leaves / to the landing page', () => {
    expect(served('/')).toBe('/');
    expect(served('/dashboard')).toBe('/app.html');
    expect(served('/edit-goal/01JD3W5Z9Q')).toBe('/app.html');
  });

  it('leaves real files alone', () => {
    expect(served('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(served('/favicon.ico')).toBe('/favicon.ico');
  });
});

describe('the site upload', () => {
  const deployments = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment'));
  const assets = deployments.find((deployment) => JSON.stringify(deployment.Properties.Include) === '["assets/*"]');
  const pages = deployments.find((deployment) => deployment.Properties.DistributionPaths);

  it('uploads hashed assets as immutable and never prunes them', () => {
    expect(deployments).toHaveLength(2);
    expect(assets?.Properties).toMatchObject({
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      DestinationBucketName: { Ref: logicalId(web.bucket) },
    });
  });

  it('uploads everything else revalidated, after the assets, and invalidates the distribution', () => {
    expect(pages?.Properties).toMatchObject({
      Exclude: ['assets/*', '.vite/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionId: { Ref: logicalId(web.distribution) },
      DistributionPaths: ['/*'],
      DestinationBucketName: { Ref: logicalId(web.bucket) },
    });
    expect(pages?.DependsOn).toEqual(expect.arrayContaining([expect.stringContaining('HashedAssetsCustomResource')]));
  });

  it('still synthesizes from a fresh clone with no build, uploading nothing and saying why', () => {
    const unbuilt = buildApp({ siteDir: join(mkdtempSync(join(tmpdir(), 'cakewalk-unbuilt-')), 'dist') });
    const unbuiltTemplate = unbuilt.template(unbuilt.stacks.web);
    expect(Object.keys(resourcesOfType(unbuiltTemplate, 'Custom::CDKBucketDeployment'))).toHaveLength(0);
    Annotations.fromStack(unbuilt.stacks.web).hasWarning('/CakewalkWeb', Match.stringLikeRegexp('npm run build -w web'));
  });
});
