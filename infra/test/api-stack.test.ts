import { describe, expect, it } from 'vitest';
import { secretNamesFor } from '../lib/app-secrets.ts';
import type { CakewalkFunction } from '../lib/cakewalk-function.ts';
import { functionEntries, routeEntries } from '../lib/function-entries.ts';
import { buildApp, FIXTURE_MAIL } from './app-fixture.ts';
import { logicalId, resource, resourcesOfType } from './template-queries.ts';

const built = buildApp();
const { api, jobs } = built.stacks;
const apiTemplate = built.template(api);
const jobsTemplate = built.template(jobs);

const deployed: { fn: CakewalkFunction; template: typeof apiTemplate }[] = [
  ...api.functions.map((fn) => ({ fn, template: apiTemplate })),
  ...jobs.functions.map((fn) => ({ fn, template: jobsTemplate })),
];

const routeKey = (entry: (typeof routeEntries)[number]) => `${entry.route?.method} ${entry.route?.path}`;

describe('the functions', () => {
  it('are exactly one per route-table entry, plus the authorizer and the check-in tick and worker', () => {
    expect(deployed.map(({ fn }) => fn.entry.id).sort()).toEqual(functionEntries.map((entry) => entry.id).sort());
    expect(Object.keys(resourcesOfType(apiTemplate, 'AWS::Lambda::Function'))).toHaveLength(routeEntries.length + 1);
    expect(Object.keys(resourcesOfType(jobsTemplate, 'AWS::Lambda::Function'))).toHaveLength(2);
  });

  it('run Node 24 on arm64 with the entry’s memory and timeout, X-Ray, and their own log group kept 30 days', () => {
    for (const { fn, template } of deployed) {
      const props = resource(template, logicalId(fn.fn)).Properties;
      expect(props).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: fn.entry.memoryMb,
        Timeout: fn.entry.timeoutSeconds,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: logicalId(fn.logGroup) } },
      });
      expect(resource(template, logicalId(fn.logGroup)).Properties.RetentionInDays).toBe(30);
    }
  });

  it('keep their logs 30 days and remove them with the stack, like the API access logs', () => {
    for (const template of [apiTemplate, jobsTemplate]) {
      const logGroups = Object.entries(resourcesOfType(template, 'AWS::Logs::LogGroup'));
      expect(logGroups.length).toBeGreaterThan(0);
      for (const [id, logGroup] of logGroups) {
        expect({ id, deletion: logGroup.DeletionPolicy, replace: logGroup.UpdateReplacePolicy, days: logGroup.Properties.RetentionInDays })
          .toEqual({ id, deletion: 'Delete', replace: 'Delete', days: 30 });
      }
    }
    const stage = Object.values(resourcesOfType(apiTemplate, 'AWS::ApiGatewayV2::Stage'))[0];
    const accessLogsId = (stage?.Properties.AccessLogSettings as { DestinationArn: { 'Fn::GetAtt': [string, string] } }).DestinationArn['Fn::GetAtt'][0];
    expect(resource(apiTemplate, accessLogsId).DeletionPolicy).toBe('Delete');
  });

  it('get TABLE_NAME only when they use the table, and one <NAME>_ARN per secret they read', () => {
    for (const { fn, template } of deployed) {
      const variables = (resource(template, logicalId(fn.fn)).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect('TABLE_NAME' in variables, fn.entry.id).toBe(fn.entry.table !== 'none');
      const secretVariables = Object.keys(variables).filter((name) => name.endsWith('_ARN')).sort();
      const expected = secretNamesFor(fn.entry).map((name) => `${name}_ARN`).sort();
      expect(secretVariables, fn.entry.id).toEqual(expected);
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('carry the Parameters and Secrets extension exactly when they read a secret', () => {
    for (const { fn, template } of deployed) {
      const props = resource(template, logicalId(fn.fn)).Properties;
      expect(Array.isArray(props.Layers) && props.Layers.length === 1, fn.entry.id).toBe(fn.entry.secrets.length > 0);
    }
  });

  it('pass the public configuration (bot username, PUBLIC_URL, MAIL_FROM, VAPID_SUBJECT) to route functions and the jobs, not to the authorizer', () => {
    for (const { fn, template } of deployed) {
      const variables = (resource(template, logicalId(fn.fn)).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.TELEGRAM_BOT_USERNAME, fn.entry.id).toBe(fn.entry.kind === 'authorizer' ? undefined : 'CakewalkTestBot');
      // Emailed links come from PUBLIC_URL alone, never from a request's Host header.
      expect(variables.PUBLIC_URL, fn.entry.id).toBe(fn.entry.kind === 'authorizer' ? undefined : FIXTURE_MAIL.publicUrl);
      expect(variables.MAIL_FROM, fn.entry.id).toBe(fn.entry.kind === 'authorizer' ? undefined : FIXTURE_MAIL.mailFrom);
      expect(variables.VAPID_SUBJECT, fn.entry.id).toBe(fn.entry.kind === 'authorizer' ? undefined : 'mailto:coach@cakewalk.example');
    }
  });
});

describe('the HTTP API', () => {
  const routesByKey = new Map(Object.values(resourcesOfType(apiTemplate, 'AWS::ApiGatewayV2::Route')).map((route) => [route.Properties.RouteKey, route]));
  const authorizers = resourcesOfType(apiTemplate, 'AWS::ApiGatewayV2::Authorizer');
  const [authorizerId] = Object.keys(authorizers);

  it('has every route of the route table under /api, and no other', () => {
    expect([...routesByKey.keys()].sort()).toEqual(routeEntries.map(routeKey).sort());
  });

  it('sends each route to the function built from its own entry', () => {
    for (const fn of api.functions.filter((candidate) => candidate.entry.kind === 'route')) {
      const route = routesByKey.get(routeKey(fn.entry));
      const target = route?.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const integration = resource(apiTemplate, target['Fn::Join'][1][1].Ref);
      expect(integration.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [logicalId(fn.fn), 'Arn'] },
      });
    }
  });

  it('puts the authorizer on every signed-in route and on no public one', () => {
    for (const entry of routeEntries) {
      const props = routesByKey.get(routeKey(entry))?.Properties;
      if (entry.route?.auth) expect(props, entry.id).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } });
      else expect(props, entry.id).toMatchObject({ AuthorizationType: 'NONE' });
    }
    expect(routeEntries.some((entry) => entry.route?.auth)).toBe(true);
  });

  it('has one REQUEST authorizer with simple responses, cached at most 60 seconds per Authorization header, so a revoked session ends within a minute', () => {
    expect(Object.keys(authorizers)).toHaveLength(1);
    const authorizerFunction = api.functions.find((fn) => fn.entry.kind === 'authorizer');
    if (!authorizerFunction || !authorizerId) throw new Error('no authorizer');
    const props = authorizers[authorizerId]?.Properties;
    expect(props).toMatchObject({
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: 60,
    });
    expect(JSON.stringify(props?.AuthorizerUri)).toContain(logicalId(authorizerFunction.fn));
  });

  it('throttles the default stage and writes JSON access logs', () => {
    const stages = Object.values(resourcesOfType(apiTemplate, 'AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const props = stages[0]?.Properties as {
      StageName: string;
      AutoDeploy: boolean;
      DefaultRouteSettings: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string };
    };
    expect(props.StageName).toBe('$default');
    expect(props.AutoDeploy).toBe(true);
    expect(props.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(props.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThanOrEqual(props.DefaultRouteSettings.ThrottlingRateLimit);
    const logGroupId = props.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(resource(apiTemplate, logGroupId).Type).toBe('AWS::Logs::LogGroup');
    expect(JSON.parse(props.AccessLogSettings.Format)).toMatchObject({ requestId: '$context.requestId', status: '$context.status', routeKey: '$context.routeKey' });
  });

  it('outputs the API URL with its /api prefix', () => {
    expect(apiTemplate.toJSON().Outputs.ApiUrl.Value).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(api.api), 'ApiEndpoint'] }, '/api']] });
  });
});

describe('the alarms', () => {
  it('go off when the offline planner keeps standing in for the AI provider', () => {
    expect(resource(apiTemplate, logicalId(api.alarms.aiFallbacks)).Properties).toMatchObject({
      Namespace: 'Cakewalk',
      MetricName: 'AiFallbacks',
      Dimensions: [{ Name: 'service', Value: 'cakewalk' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 10,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});
