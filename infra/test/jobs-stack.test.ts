import { describe, expect, it } from 'vitest';
import { buildApp } from './app-fixture.ts';
import { asArray, logicalId, resource, resourcesOfType, statementsForRole } from './template-queries.ts';

const built = buildApp();
const { jobs } = built.stacks;
const template = built.template(jobs);
const jobFunction = { 'Fn::GetAtt': [logicalId(jobs.checkins.fn), 'Arn'] };
const failureQueue = { 'Fn::GetAtt': [logicalId(jobs.failures), 'Arn'] };

describe('the check-in schedule', () => {
  const schedule = resource(template, logicalId(jobs.schedule)).Properties as { Target: { RoleArn: unknown } };

  it('runs the check-in function every 15 minutes', () => {
    expect(Object.keys(resourcesOfType(template, 'AWS::Scheduler::Schedule'))).toHaveLength(1);
    expect(schedule).toMatchObject({ ScheduleExpression: 'rate(15 minutes)', State: 'ENABLED', Target: { Arn: jobFunction } });
  });

  it('drops a run it cannot deliver within its own window, to the failure queue', () => {
    expect(schedule.Target).toMatchObject({
      RetryPolicy: { MaximumEventAgeInSeconds: 900, MaximumRetryAttempts: 2 },
      DeadLetterConfig: { Arn: failureQueue },
    });
  });

  it('uses a role only the scheduler of this account can assume, allowed to invoke only the job', () => {
    const roleId = (schedule.Target.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(resource(template, roleId).Properties).toMatchObject({
      AssumeRolePolicyDocument: {
        Statement: [{ Principal: { Service: 'scheduler.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } } }],
      },
    });
    const invoke = statementsForRole(template, roleId).filter((statement) => asArray(statement.Action).includes('lambda:InvokeFunction'));
    expect(invoke.flatMap((statement) => asArray(statement.Resource))).toEqual([
      jobFunction,
      { 'Fn::Join': ['', [jobFunction, ':*']] },
    ]);
  });
});

describe('the check-in function', () => {
  it('is not retried by Lambda, and records failed runs in an encrypted queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(jobs.checkins.fn) },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: failureQueue } },
    });
    expect(resource(template, logicalId(jobs.failures)).Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 });
  });
});
