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
import type { Construct } from 'constructs';
import { API_PREFIX } from '@cakewalk/shared/routes.ts';
import { securityHeadersPolicy } from './security-headers.ts';
import { SiteDeployment } from './site-deployment.ts';
import { spaFallbackFunction } from './spa-fallback.ts';

export interface CustomDomain {
  domainName: string;
  /** An ACM certificate in us-east-1 covering domainName (CloudFront only reads that region). */
  certificateArn: string;
}

export interface WebStackProps extends StackProps {
  /** Host name of the HTTP API, e.g. abc123.execute-api.eu-west-1.amazonaws.com. */
  apiDomainName: string;
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

    // Access logs of the bucket and the distribution. CloudFront's standard logs are delivered
    // through a bucket ACL, hence BUCKET_OWNER_PREFERRED instead of ACLs disabled.
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

    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const headers = securityHeadersPolicy(this, 'SecurityHeaders');
    const custom = props.customDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Cakewalk',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'distribution/',
      // The default *.cloudfront.net certificate accepts TLS 1.0 and CloudFront lets no one change
      // that; TLS 1.2 as the minimum needs a domain and certificate of our own.
      ...(custom && {
        domainNames: [custom.domainName],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', custom.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        // A visitor who types http:// is redirected; nothing is ever served over plain HTTP.
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaFallbackFunction(this, 'SpaFallback'), eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          // An API call over plain HTTP is refused, not redirected: the redirect would come after
          // the token and body had already crossed the network in clear.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every header (Authorization included), query string and cookie, except Host: API
          // Gateway routes by its own host name and rejects the distribution's.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    this.acknowledgeDistributionFindings(custom !== undefined);

    if (existsSync(join(props.siteDir, 'index.html'))) {
      this.siteDeployment = new SiteDeployment(this, 'SiteDeployment', {
        siteDir: props.siteDir,
        bucket: this.bucket,
        distribution: this.distribution,
      });
    } else {
      // A fresh clone must synthesize with no build; `npm run deploy` always builds first.
      Annotations.of(this).addWarningV2(
        'cakewalk:site-not-built',
        `${props.siteDir} has no index.html, so this synth uploads no site. Run \`npm run build -w web\` (npm run deploy does) before deploying.`,
      );
    }

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
