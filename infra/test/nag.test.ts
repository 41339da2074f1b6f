import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app-fixture.ts';

function findings(scope: IConstruct) {
  return [new AwsSolutionsChecks(), new ServerlessChecks()].flatMap((pack) =>
    pack.validateScope(scope).violations.map((violation) => ({
      rule: violation.ruleName,
      severity: violation.severity,
      at: violation.violatingResources.map((resource) => resource.constructPath),
    })),
  );
}

function acknowledgments(scope: IConstruct): { path: string; id: string; reason: string }[] {
  return scope.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

describe('cdk-nag (AwsSolutions and Serverless packs)', () => {
  it('finds nothing unacknowledged in the app, errors or warnings', () => {
    expect(findings(buildApp().app)).toEqual([]);
  });

  it('finds nothing with a custom domain either, where TLS 1.2 is enforced instead of acknowledged', () => {
    const withDomain = buildApp({ customDomain: { domainName: 'cakewalk.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' } });
    expect(findings(withDomain.app)).toEqual([]);
    expect(acknowledgments(withDomain.app).map((ack) => ack.id)).not.toContain('Annotation::AwsSolutions-CFR4');
    expect(acknowledgments(buildApp().app).map((ack) => ack.id)).toContain('Annotation::AwsSolutions-CFR4');
  });

  it('gives every acknowledgment a written reason', () => {
    const acks = acknowledgments(buildApp().app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThan(40);
  });

  it('does report a violation when one exists, so the checks above are not vacuous', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Careless'), 'Bucket');
    expect(findings(app).map((finding) => finding.rule)).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });
});
