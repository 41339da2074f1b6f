// The site: a private bucket behind CloudFront, and the API on the same domain under /api/*, so
// the browser never makes a cross-origin call.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  type BehaviorOptions,
  type DistributionProps,
  type IResponseHeadersPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '@cakewalk/functions/http/client-address.ts';
import type { Construct } from 'constructs';
import { API_PREFIX } from '@cakewalk/shared/routes.ts';
import { securityHeadersPolicy } from '../security-headers.ts';
import { SiteDeployment } from '../site-deployment.ts';
import { spaFallbackFunction } from '../spa-fallback.ts';

// How long CloudFront waits for the API. The default, 30 s, equals the HTTP API's own integration
// limit, so a heavy (AI) route running near its 29 s timeout could get CloudFront's HTML 504
// instead of the API's JSON answer. 60 s leaves the API room to answer first and stays within
// CloudFront's default origin-response-timeout quota (60 s in AWS's long-standing docs, so no
// quota increase is needed in any account).
const API_ORIGIN_READ_TIMEOUT = Duration.seconds(60);

export interface CustomDomain {
  domainName: string;
  /** An ACM certificate in us-east-1 covering domainName (CloudFront only reads that region). */
  certificateArn: string;
}

export interface WebStackProps extends StackProps {
  /** Host name of the HTTP API, e.g. abc123.execute-api.eu-west-1.amazonaws.com. */
  apiDomainName: string;
  /** Added to every request sent to the API, so the API can tell CloudFront's requests from direct calls. */
  originSecret: ISecret;
  /** The built web app; when it does not exist yet, the stack synthesizes without uploading it. */
  siteDir: string;
  customDomain?: CustomDomain;
}

export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly siteDeployment?: SiteDeployment;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = this.logBucket();
    this.bucket = this.siteBucket(logs);
    this.distribution = this.createDistribution(props, logs);
    this.acknowledgeDistributionFindings(props.customDomain !== undefined);
    this.siteDeployment = this.deploySite(props.siteDir);
    this.addOutputs(props.customDomain);
  }

  // Access logs of the bucket and the distribution. CloudFront's standard logs are delivered
  // through a bucket ACL, hence BUCKET_OWNER_PREFERRED instead of ACLs disabled.
  private logBucket(): Bucket {
    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it into itself would log its own log writes.',
    });
    return logs;
  }

  private siteBucket(logs: Bucket): Bucket {
    return new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });
  }

  private createDistribution(props: WebStackProps, logs: Bucket): Distribution {
    const headers = securityHeadersPolicy(this, 'SecurityHeaders');
    return new Distribution(this, 'Distribution', {
      comment: 'Cakewalk',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'distribution/',
      ...this.viewerCertificate(props.customDomain),
      defaultBehavior: this.siteBehavior(headers),
      additionalBehaviors: { [`${API_PREFIX}/*`]: this.apiBehavior(props, headers) },
    });
  }

  // The default *.cloudfront.net certificate accepts TLS 1.0 and CloudFront lets no one change
  // that; TLS 1.2 as the minimum needs a domain and certificate of our own.
  private viewerCertificate(custom: CustomDomain | undefined): Partial<DistributionProps> {
    if (!custom) return {};
    return {
      domainNames: [custom.domainName],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', custom.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
    };
  }

  private siteBehavior(headers: IResponseHeadersPolicy): BehaviorOptions {
    return {
      origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
      // A visitor who types http:// is redirected; nothing is ever served over plain HTTP.
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: spaFallbackFunction(this, 'SpaFallback'), eventType: FunctionEventType.VIEWER_REQUEST }],
    };
  }

  private apiBehavior({ apiDomainName, originSecret }: WebStackProps, headers: IResponseHeadersPolicy): BehaviorOptions {
    return {
      origin: new HttpOrigin(apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        readTimeout: API_ORIGIN_READ_TIMEOUT,
        // A dynamic reference, resolved by CloudFormation at deploy: the value is in neither the
        // template nor the code. CloudFront replaces a viewer's header of the same name with it.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret.secretValue.unsafeUnwrap() },
      }),
      // An API call over plain HTTP is refused, not redirected: the redirect would come after
      // the token and body had already crossed the network in clear.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every header (Authorization included), query string and cookie, except Host: API
      // Gateway routes by its own host name and rejects the distribution's. The policy also adds
      // CloudFront's viewer-location headers, CloudFront-Viewer-Address among them: the viewer's
      // own address, which the per-address limits count by (functions/src/http/client-address.ts).
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
  }

  private deploySite(siteDir: string): SiteDeployment | undefined {
    if (existsSync(join(siteDir, 'index.html'))) {
      return new SiteDeployment(this, 'SiteDeployment', { siteDir, bucket: this.bucket, distribution: this.distribution });
    }
    // A fresh clone must synthesize with no build; `npm run deploy` always builds first.
    Annotations.of(this).addWarningV2(
      'cakewalk:site-not-built',
      `${siteDir} has no index.html, so this synth uploads no site. Run \`npm run build -w web\` (npm run deploy does) before deploying.`,
    );
    return undefined;
  }

  private addOutputs(custom: CustomDomain | undefined): void {
    const siteUrl = `https://${custom ? custom.domainName : this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }

  private acknowledgeDistributionFindings(hasCustomCertificate: boolean): void {
    const distribution = Validations.of(this.distribution);
    distribution.acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Cakewalk is for anyone, anywhere; there is no country it must not be served in.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: it costs more a month than the rest of the stack at launch scale. The API has stage throttling and ' +
          'login has its own failed-attempt limit; add a web ACL (AWS managed rules + rate rule) when traffic warrants it.',
      },
    );
    if (!hasCustomCertificate) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; ' +
          'deploy with -c domainName=... -c certificateArn=... to enforce TLS 1.2.',
      });
    }
  }
}
