import { describe, expect, it } from 'vitest';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import { CHECKIN_CHANNELS } from '@cakewalk/functions/metric-names.ts';
import { buildApp } from './app-fixture.ts';
import { asArray, logicalId, resource, resourcesOfType, statementsForRole } from './template-queries.ts';

const built = buildApp();
const { jobs } = built.stacks;
const template = built.template(jobs);
const arnOf = (construct: Parameters<typeof logicalId>[0]) => ({ 'Fn::GetAtt': [logicalId(construct), 'Arn'] });
const tickFunction = arnOf(jobs.tick.fn);
const queueProps = (queue: Parameters<typeof logicalId>[0]) => resource(template, logicalId(queue)).Properties;

describe('the check-in schedule', () => {
  const schedule = resource(template, logicalId(jobs.schedule)).Properties as { Target: { RoleArn: unknown } };

  it('runs the tick every minute', () => {
    expect(Object.keys(resourcesOfType(template, 'AWS::Scheduler::Schedule'))).toHaveLength(1);
    expect(schedule).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED', Target: { Arn: tickFunction } });
  });

  it('drops a tick it cannot deliver within its minute, to the tick failure queue', () => {
    expect(schedule.Target).toMatchObject({
      RetryPolicy: { MaximumEventAgeInSeconds: 60, MaximumRetryAttempts: 2 },
      DeadLetterConfig: { Arn: arnOf(jobs.tickFailures) },
    });
  });

  it('uses a role only the scheduler of this account can assume, allowed to invoke only the tick', () => {
    const roleId = (schedule.Target.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(resource(template, roleId).Properties).toMatchObject({
      AssumeRolePolicyDocument: {
        Statement: [{ Principal: { Service: 'scheduler.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } } }],
      },
    });
    const invoke = statementsForRole(template, roleId).filter((statement) => asArray(statement.Action).includes('lambda:InvokeFunction'));
    expect(invoke.flatMap((statement) => asArray(statement.Resource))).toEqual([tickFunction, { 'Fn::Join': ['', [tickFunction, ':*']] }]);
  });
});

describe('the tick', () => {
  it('is not retried by Lambda, and records failed ticks in an encrypted queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(jobs.tick.fn) },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: arnOf(jobs.tickFailures) } },
    });
    expect(queueProps(jobs.tickFailures)).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 });
  });

  it('knows the rounds queue, and may send only to it and to its own failure store', () => {
    const variables = (resource(template, logicalId(jobs.tick.fn)).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.CHECKIN_QUEUE_URL).toEqual({ Ref: logicalId(jobs.rounds) });
    const sqs = statementsForRole(template, logicalId(jobs.tick.role)).filter((statement) => asArray(statement.Action).some((action) => action.startsWith('sqs:')));
    expect(sqs.flatMap((statement) => asArray(statement.Action)).every((action) => ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'].includes(action))).toBe(true);
    const targets = sqs.flatMap((statement) => asArray(statement.Resource));
    expect(targets).toHaveLength(2);
    expect(targets).toEqual(expect.arrayContaining([arnOf(jobs.rounds), arnOf(jobs.tickFailures)]));
  });
});

describe('the rounds queue and its worker', () => {
  it('sends a message that failed maxReceiveCount times to an encrypted dead-letter queue kept 14 days', () => {
    expect(queueProps(jobs.rounds)).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: arnOf(jobs.roundsDlq), maxReceiveCount: CHECKIN_CAPACITY.maxReceiveCount },
      VisibilityTimeout: 6 * CHECKIN_CAPACITY.workerTimeoutSeconds,
    });
    expect(queueProps(jobs.roundsDlq)).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 });
    expect(queueProps(jobs.roundsDlq).RedrivePolicy).toBeUndefined();
  });

  it('feeds the worker in batches, at bounded concurrency, with partial batch responses', () => {
    const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping');
    expect(Object.values(mappings).map((mapping) => mapping.Properties)).toEqual([
      expect.objectContaining({
        EventSourceArn: arnOf(jobs.rounds),
        FunctionName: { Ref: logicalId(jobs.worker.fn) },
        BatchSize: CHECKIN_CAPACITY.workerBatchSize,
        ScalingConfig: { MaximumConcurrency: CHECKIN_CAPACITY.workerMaxConcurrency },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      }),
    ]);
  });

  it('gives the worker a timeout its visibility timeout covers six times over', () => {
    expect(resource(template, logicalId(jobs.worker.fn)).Properties.Timeout).toBe(CHECKIN_CAPACITY.workerTimeoutSeconds);
  });

  it('lets the worker receive and delete from the rounds queue only, and send to none', () => {
    const actions = statementsForRole(template, logicalId(jobs.worker.role))
      .filter((statement) => asArray(statement.Action).some((action) => action.startsWith('sqs:')));
    expect(actions.flatMap((statement) => asArray(statement.Resource))).toEqual([arnOf(jobs.rounds)]);
    expect(actions.flatMap((statement) => asArray(statement.Action))).not.toContain('sqs:SendMessage');
  });
});

describe('the alarms', () => {
  const alarm = (construct: Parameters<typeof logicalId>[0]) => resource(template, logicalId(construct)).Properties;

  it('go off when a round waits in the dead-letter queue, or a tick failed', () => {
    for (const [construct, queue] of [[jobs.alarms.dlqDepth, jobs.roundsDlq], [jobs.alarms.tickFailures, jobs.tickFailures]] as const) {
      expect(alarm(construct)).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(queue), 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('go off when check-ins keep failing on a channel, on the metric the functions write', () => {
    expect(Object.keys(jobs.alarms.checkinsFailed).sort()).toEqual([...CHECKIN_CHANNELS].sort());
    for (const channel of CHECKIN_CHANNELS) {
      expect(alarm(jobs.alarms.checkinsFailed[channel])).toMatchObject({
        Namespace: 'Cakewalk',
        MetricName: 'CheckinsFailed',
        Dimensions: expect.arrayContaining([{ Name: 'service', Value: 'cakewalk' }, { Name: 'channel', Value: channel }]),
        Statistic: 'Sum',
        Period: 300,
        Threshold: 10,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('goes off when the oldest round has waited too long', () => {
    expect(alarm(jobs.alarms.oldestMessage)).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateAgeOfOldestMessage',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(jobs.rounds), 'QueueName'] } }],
      Threshold: CHECKIN_CAPACITY.lateAlarmSeconds,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});
