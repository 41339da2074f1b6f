import { describe, expect, it } from 'vitest';
import { secretNamesFor } from '../lib/app-secrets.ts';
import type { CakewalkFunction } from '../lib/cakewalk-function.ts';
import { buildApp } from './app-fixture.ts';
import { asArray, exportNameOf, logicalId, resourcesOfType, statementsForRole, type PolicyStatement, type Resource } from './template-queries.ts';

const built = buildApp();
const { data, api, jobs, web } = built.stacks;
const dataTemplate = built.template(data);
const tableArn = { 'Fn::ImportValue': exportNameOf(dataTemplate, { 'Fn::GetAtt': [logicalId(data.table), 'Arn'] }) };

const deployed: { fn: CakewalkFunction; statements: PolicyStatement[] }[] = [
  ...api.functions.map((fn) => ({ fn, statements: statementsForRole(built.template(api), logicalId(fn.role)) })),
  ...jobs.functions.map((fn) => ({ fn, statements: statementsForRole(built.template(jobs), logicalId(fn.role)) })),
];

const actionsOf = (statements: PolicyStatement[], service: string) =>
  statements.flatMap((statement) => asArray(statement.Action)).filter((action) => action.startsWith(`${service}:`));

// Exactly what the data layer calls: no ConditionCheckItem (it only exists inside
// TransactWriteItems, which nothing uses), no Scan.
const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const distinctSorted = (actions: string[]) => [...new Set(actions)].sort();

const secretArn = (name: Parameters<typeof data.secrets.secret>[0]) =>
  JSON.stringify({ 'Fn::ImportValue': exportNameOf(dataTemplate, { Ref: logicalId(data.secrets.secret(name)) }) });
const readableSecrets = (statements: PolicyStatement[]) =>
  statements
    .filter((statement) => asArray(statement.Action).includes('secretsmanager:GetSecretValue'))
    .flatMap((statement) => asArray(statement.Resource))
    .map((arn) => JSON.stringify(arn))
    .sort();

describe('IAM', () => {
  it('has no wildcard action anywhere in the app except in aws-cdk-lib’s own site-upload handler', () => {
    // BucketDeployment's handler role is written by aws-cdk-lib; its grants are acknowledged in
    // cdk-nag with reasons (site-deployment.ts). Everything else is ours and must be exact.
    const isUploadHandlerPolicy = (policy: Resource) =>
      JSON.stringify(policy.Properties.Roles).includes('CustomCDKBucketDeployment');
    for (const stack of [data, api, jobs, web]) {
      const policies = Object.values(resourcesOfType(built.template(stack), 'AWS::IAM::Policy')).filter((policy) => !isUploadHandlerPolicy(policy));
      const wildcards = policies
        .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: PolicyStatement[] }).Statement)
        .flatMap((statement) => asArray(statement.Action))
        .filter((action) => action.includes('*'));
      expect(wildcards, stack.stackName).toEqual([]);
    }
  });

  it('scopes every DynamoDB statement to the one table (it has no indexes)', () => {
    for (const { fn, statements } of deployed) {
      for (const statement of statements.filter((candidate) => actionsOf([candidate], 'dynamodb').length > 0)) {
        expect(asArray(statement.Resource), fn.entry.id).toEqual([tableArn]);
      }
    }
  });

  it('grants exactly the read actions to read routes, reads and writes to write routes, and reads to the authorizer (the token version)', () => {
    const expected = { none: [], read: distinctSorted(READ_ACTIONS), write: distinctSorted([...READ_ACTIONS, ...WRITE_ACTIONS]) };
    for (const { fn, statements } of deployed) {
      expect(distinctSorted(actionsOf(statements, 'dynamodb')), fn.entry.id).toEqual(expected[fn.entry.table]);
    }
    expect(deployed.filter(({ fn }) => fn.entry.table === 'read').length).toBeGreaterThan(0);
  });

  it('lets each function read exactly the secrets its entry names', () => {
    for (const { fn, statements } of deployed) {
      expect(readableSecrets(statements), fn.entry.id).toEqual(secretNamesFor(fn.entry).map(secretArn).sort());
    }
  });

  it('lets only the routes that limit per client address read the origin secret', () => {
    const originSecret = secretArn('ORIGIN_VERIFY_SECRET');
    const readers = deployed.filter(({ statements }) => readableSecrets(statements).includes(originSecret)).map(({ fn }) => fn.entry.id);
    expect(readers.sort()).toEqual(['change-password', 'delete-account', 'login', 'register', 'request-password-reset', 'try-goal-breakdown', 'try-goal-questions']);
  });

  it('lets only the webhook route read the webhook secret; the worker gets what its channels need and never the session key, the tick none', () => {
    const webhookSecret = secretArn('TELEGRAM_WEBHOOK_SECRET');
    const readers = deployed.filter(({ statements }) => readableSecrets(statements).includes(webhookSecret)).map(({ fn }) => fn.entry.id);
    expect(readers).toEqual(['telegram-webhook']);
    const webhook = deployed.find(({ fn }) => fn.entry.id === 'telegram-webhook');
    expect(readableSecrets(webhook?.statements ?? [])).toEqual([secretArn('TELEGRAM_BOT_TOKEN'), webhookSecret].sort());
    const worker = deployed.find(({ fn }) => fn === jobs.worker);
    expect(readableSecrets(worker?.statements ?? [])).toEqual(
      [secretArn('TELEGRAM_BOT_TOKEN'), secretArn('OPENAI_API_KEY'), secretArn('VAPID_PRIVATE_KEY'), secretArn('EMAIL_LINK_SECRET')].sort(),
    );
    expect(readableSecrets(deployed.find(({ fn }) => fn === jobs.tick)?.statements ?? [])).toEqual([]);
  });

  it('lets only the functions that send email send it, as the sending identity (its address or domain) and nothing else of SES', () => {
    const senders = deployed.filter(({ statements }) => actionsOf(statements, 'ses').length > 0);
    expect(senders.map(({ fn }) => fn.entry.id).sort()).toEqual(['checkin-worker', 'request-password-reset', 'send-email-confirmation']);
    for (const { fn, statements } of senders) {
      const ses = statements.filter((statement) => actionsOf([statement], 'ses').length > 0);
      expect(ses.flatMap((statement) => asArray(statement.Action)), fn.entry.id).toEqual(['ses:SendEmail']);
      const resources = JSON.stringify(ses.flatMap((statement) => asArray(statement.Resource)));
      expect(resources, fn.entry.id).toContain(':identity/coach@cakewalk.example');
      expect(resources, fn.entry.id).toContain(':identity/cakewalk.example');
      expect(resources, fn.entry.id).not.toContain('*');
    }
  });

  it('grants no email at all without a sender', () => {
    const bare = buildApp({ mailFrom: undefined, publicUrl: undefined });
    const functions = [...bare.stacks.api.functions, ...bare.stacks.jobs.functions];
    const statements = functions.flatMap((fn) => statementsForRole(bare.template(fn.fn.stack), logicalId(fn.role)));
    expect(actionsOf(statements, 'ses')).toEqual([]);
  });

  it('uses Resource "*" only for X-Ray, which has no resource-level permissions', () => {
    for (const { fn, statements } of deployed) {
      for (const statement of statements.filter((candidate) => asArray(candidate.Resource).includes('*'))) {
        expect(asArray(statement.Action).every((action) => action.startsWith('xray:')), fn.entry.id).toBe(true);
      }
    }
  });

  it('lets each function write only to its own log group', () => {
    for (const { fn, statements } of deployed) {
      const logs = statements.filter((statement) => actionsOf([statement], 'logs').length > 0);
      expect(logs.flatMap((statement) => asArray(statement.Resource)), fn.entry.id).toEqual([{ 'Fn::GetAtt': [logicalId(fn.logGroup), 'Arn'] }]);
    }
  });
});
