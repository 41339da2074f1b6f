// The HTTP API: one Lambda function per route-table entry, made in a loop, and the authorizer in
// front of every signed-in route. Routes keep their /api prefix so CloudFront's /api/* behaviour
// can pass paths through unchanged.

import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { API_PREFIX } from '@cakewalk/shared/routes.ts';
import type { AppSecrets } from '../app-secrets.ts';
import { CakewalkFunction } from '../cakewalk-function.ts';
import type { MailIdentity } from '../mail-identity.ts';
import { authorizerEntry, routeEntries, type FunctionEntry } from '../function-entries.ts';
import { operationalLogGroup } from '../log-groups.ts';
import { aiFallbackAlarm } from '../metric-alarms.ts';

export interface ApiStackProps extends StackProps {
  table: ITable;
  secrets: AppSecrets;
  /** Plain configuration every route function gets, e.g. TELEGRAM_BOT_USERNAME. */
  functionEnvironment?: Record<string, string>;
  /** Who emails come from, for the functions that send them. */
  mail?: MailIdentity;
}

// Per-stage ceiling for the whole API: far above what the app's users need, low enough that a
// flood of requests cannot run up an unbounded Lambda and DynamoDB bill.
const THROTTLE = { rateLimit: 100, burstLimit: 200 };

export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: CakewalkFunction[] = [];
  readonly alarms: { aiFallbacks: Alarm };

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.api = new HttpApi(this, 'HttpApi', { apiName: 'cakewalk', createDefaultStage: false });
    this.addDefaultStage();

    const authorizerFunction = this.addFunction(authorizerEntry, props);
    // The authorizer answers isAuthorized: true for every request it is asked about and puts
    // either {userId} or {authError} in the context; the handler wrapper turns authError into
    // 401 {error}. A denied request would get API Gateway's own 403 {"message":"Forbidden"},
    // which breaks the API contract (401 with {error}). Results are cached per Authorization
    // header for 60 seconds, so a signed-in user costs one authorizer call a minute, not one per
    // request, and a session that was signed out everywhere stops working within a minute at
    // most (the authorizer checks the user's token version). A request with no Authorization header at all never reaches the authorizer:
    // API Gateway answers it 401 {"message":"Unauthorized"} itself (the status the contract
    // asks for; only the body's field name differs).
    const authorizer = new HttpLambdaAuthorizer('Authorizer', authorizerFunction.fn, {
      authorizerName: 'cakewalk-session',
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      resultsCacheTtl: Duration.seconds(60),
    });

    for (const entry of routeEntries) {
      const { route } = entry;
      if (!route) throw new Error(`Route entry ${entry.id} has no route`);
      const fn = this.addFunction(entry, props);
      const [httpRoute] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${entry.id}-integration`, fn.fn),
        authorizer: route.auth ? authorizer : undefined,
      });
      if (!route.auth && httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.path} is public by design (sign-in, sign-up, or a webhook that checks its own secret header).`,
        });
      }
    }

    this.alarms = { aiFallbacks: aiFallbackAlarm(this) };
    new CfnOutput(this, 'ApiUrl', { value: `${this.api.apiEndpoint}${API_PREFIX}` });
  }

  private addFunction(entry: FunctionEntry, props: ApiStackProps): CakewalkFunction {
    const environment = entry.kind === 'route' ? props.functionEnvironment : undefined;
    const fn = new CakewalkFunction(this, entry.id, { entry, environment });
    fn.bindTable(props.table);
    fn.bindSecrets(props.secrets);
    fn.bindMail(props.mail);
    Validations.of(fn.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'API Gateway invokes this function synchronously; a failure is answered to the caller, so there is no event to dead-letter.',
    });
    this.functions.push(fn);
    return fn;
  }

  private addDefaultStage(): void {
    // Same retention and removal as the functions' own logs (see log-groups.ts).
    const accessLogs = operationalLogGroup(this, 'AccessLogs');
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify({
          requestId: '$context.requestId',
          ip: '$context.identity.sourceIp',
          requestTime: '$context.requestTime',
          routeKey: '$context.routeKey',
          status: '$context.status',
          protocol: '$context.protocol',
          responseLength: '$context.responseLength',
          responseLatency: '$context.responseLatency',
          integrationLatency: '$context.integrationLatency',
          integrationError: '$context.integrationErrorMessage',
          authorizerError: '$context.authorizer.error',
          userAgent: '$context.identity.userAgent',
        })),
      },
    });
  }
}
