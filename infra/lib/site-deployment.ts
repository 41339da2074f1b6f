// Uploads the built web app (web/dist) to the site bucket in two passes with different caching:
// Vite's content-hashed files under assets/ never change, so browsers may keep them for a year;
// everything else (index.html above all) must be revalidated, or a browser would keep an old
// index.html that points at old asset names.

import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface SiteDeploymentProps {
  siteDir: string;
  bucket: IBucket;
  distribution: IDistribution;
}

export class SiteDeployment extends Construct {
  readonly assets: BucketDeployment;
  readonly pages: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const source = Source.asset(props.siteDir);

    // Not pruned: a browser still running the previous release may lazy-load one of its chunks.
    this.assets = new BucketDeployment(this, 'HashedAssets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
      // Listing every uploaded key in the custom resource's reply can pass CloudFormation's 4 KB
      // response limit once the app has a few dozen chunks.
      outputObjectKeys: false,
    });

    // The excluded paths are also protected from this deployment's pruning. The Vite manifest
    // (.vite/) is a build artefact for tests, not something to serve.
    this.pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['assets/*', '.vite/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      outputObjectKeys: false,
    });
    // index.html goes live only after the files it references are in place.
    this.pages.node.addDependency(this.assets);
    this.acknowledgeHandlerFindings(props.bucket);
  }

  // BucketDeployment runs a Lambda function that aws-cdk-lib writes, sizes and grants itself; we
  // cannot change its runtime or its policies, only say why they are acceptable here.
  private acknowledgeHandlerFindings(bucket: IBucket): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment created no handler function');
    const bucketId = stack.getLogicalId(bucket.node.defaultChild as CfnBucket);
    const managedByCdk = 'Deploy-time handler owned by aws-cdk-lib BucketDeployment';
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${managedByCdk}; the managed policy only lets it write its own logs.`,
      },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${managedByCdk}; it syncs whole folders between the CDK asset bucket and the site bucket, and is granted on those two buckets only.`,
      })),
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
        reason: `${managedByCdk}; it reads the uploaded site archive from the CDK asset bucket.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
        reason: `${managedByCdk}; it writes and prunes every object of the site bucket.`,
      },
      { id: 'AwsSolutions-L1', reason: `${managedByCdk}; its runtime is chosen and updated by aws-cdk-lib.` },
      { id: 'Serverless-LambdaLatestVersion', reason: `${managedByCdk}; its runtime is chosen and updated by aws-cdk-lib.` },
      { id: 'Serverless-LambdaDLQ', reason: `${managedByCdk}; CloudFormation invokes it and reports a failure by failing the deploy.` },
      { id: 'Serverless-LambdaTracing', reason: `${managedByCdk}; it runs only during deploys, whose outcome CloudFormation reports.` },
    );
    Validations.of(this.pages).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${managedByCdk}; aws-cdk-lib grants cloudfront:CreateInvalidation and GetInvalidation on "*" to invalidate the distribution after an upload.`,
    });
  }
}
