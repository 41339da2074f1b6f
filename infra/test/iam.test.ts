import { describe, expect, it } from 'vitest';
import { SECRET_NAMES_BY_GROUP } from '../lib/app-secrets.ts';
import type { CakewalkFunction } from '../lib/cakewalk-function.ts';
import { buildApp } from './app-fixture.ts';
import { asArray, exportNameOf, logicalId, resourcesOfType, statementsForRole, type PolicyStatement, type Resource } from './template-queries.ts';

const built = buildApp();
const { data, api, jobs, web } = built.stacks;
const dataTemplate = built.template(data);
const tableArn = { 'Fn::ImportValue': exportNameOf(dataTemplate, { 'Fn::GetAtt': [logicalId(data.table), 'Arn'] }) };

const deployed: { fn: CakewalkFunction; statements: PolicyStatement[] }[] = [
  ...api.functions.map((fn) => ({ fn, statements: statementsForRole(built.template(api), logicalId(fn.role)) })),
  { fn: jobs.checkins, statements: statementsForRole(built.template(jobs), logicalId(jobs.checkins.role)) },
];

const actionsOf = (statements: PolicyStatement[], service: string) =>
  statements.flatMap((statement) => asArray(statement.Action)).filter((action) => action.startsWith(`${service}:`));

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

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

  it('grants reads only to read routes, writes to write routes, and nothing to the authorizer', () => {
    for (const { fn, statements } of deployed) {
      const actions = actionsOf(statements, 'dynamodb');
      if (fn.entry.table === 'none') expect(actions, fn.entry.id).toEqual([]);
      if (fn.entry.table === 'read') {
        expect(actions, fn.entry.id).toContain('dynamodb:Query');
        expect(actions.filter((action) => WRITE_ACTIONS.includes(action)), fn.entry.id).toEqual([]);
      }
      if (fn.entry.table === 'write') expect(actions, fn.entry.id).toEqual(expect.arrayContaining(WRITE_ACTIONS));
      expect(actions, fn.entry.id).not.toContain('dynamodb:Scan');
    }
    expect(deployed.filter(({ fn }) => fn.entry.table === 'read').length).toBeGreaterThan(0);
  });

  it('lets each function read exactly the secrets its entry names', () => {
    for (const { fn, statements } of deployed) {
      const readable = statements
        .filter((statement) => asArray(statement.Action).includes('secretsmanager:GetSecretValue'))
        .flatMap((statement) => asArray(statement.Resource))
        .map((arn) => JSON.stringify(arn))
        .sort();
      const expected = fn.entry.secrets
        .flatMap((group) => SECRET_NAMES_BY_GROUP[group])
        .map((name) => JSON.stringify({ 'Fn::ImportValue': exportNameOf(dataTemplate, { Ref: logicalId(data.secrets.secret(name)) }) }))
        .sort();
      expect(readable, fn.entry.id).toEqual(expected);
    }
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
