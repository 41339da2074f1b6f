// The one way Cakewalk makes a Lambda function: arm64, Node 24, the shared bundling, bounded
// memory and timeout, X-Ray, and a log group of its own that only this function may write to.
// Table and secret access are granted from the function's entry, never by hand.

import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Function as LambdaFunction,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
  type IDestination,
} from 'aws-cdk-lib/aws-lambda';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { secretNamesFor, type AppSecrets } from './app-secrets.ts';
import type { MailIdentity } from './mail-identity.ts';
import { HANDLER, lambdaCode, RUNTIME_ENVIRONMENT } from './bundling.ts';
import type { FunctionEntry, TableAccess } from './function-entries.ts';
import { operationalLogGroup } from './log-groups.ts';

// Exactly the calls the data layer makes (functions/src/data): GetItem, BatchGetItem and Query to
// read, Put, Update, Delete and BatchWrite to write. It never scans and never uses transactions,
// so Scan and ConditionCheckItem (a TransactWriteItems-only action) are not granted; conditional
// Put/Update/Delete need no extra action.
const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
const TABLE_ACTIONS: Record<Exclude<TableAccess, 'none'>, readonly string[]> = {
  read: READ_ACTIONS,
  write: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
};

// Functions read secrets over HTTP from AWS's Parameters and Secrets extension (see
// functions/src/config/secrets.ts) instead of bundling a Secrets Manager client. The extension
// must listen on the port the code expects, and stays quiet unless something goes wrong.
const SECRETS_EXTENSION = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
  httpPort: 2773,
  logLevel: ParamsAndSecretsLogLevel.WARN,
});

export interface CakewalkFunctionProps {
  entry: FunctionEntry;
  /** Plain configuration; secrets go through bindSecrets. */
  environment?: Record<string, string>;
  /** For asynchronously invoked functions (the job): where failed invocations are recorded. */
  onFailure?: IDestination;
  retryAttempts?: number;
}

export class CakewalkFunction extends Construct {
  readonly entry: FunctionEntry;
  readonly fn: LambdaFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: CakewalkFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    this.logGroup = operationalLogGroup(this, 'Logs');
    // A role of our own instead of the default one, which would carry the AWSLambdaBasicExecutionRole
    // managed policy (logs:* on every log group); this role can write to this log group only.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);

    this.fn = new LambdaFunction(this, 'Function', {
      code: lambdaCode(props.entry.entry),
      handler: HANDLER,
      description: `Cakewalk ${props.entry.id} (${props.entry.kind})`,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.entry.memoryMb,
      timeout: Duration.seconds(props.entry.timeoutSeconds),
      role: this.role,
      logGroup: this.logGroup,
      tracing: Tracing.ACTIVE,
      paramsAndSecrets: secretNamesFor(props.entry).length > 0 ? SECRETS_EXTENSION : undefined,
      environment: { ...RUNTIME_ENVIRONMENT, ...props.environment },
      onFailure: props.onFailure,
      retryAttempts: props.retryAttempts,
    });
    // Only the policy the function adds for tracing sits under the function itself (table and
    // secret grants go to the role's own policy), so this covers the X-Ray statement alone.
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions; AWS requires Resource "*".',
    });
  }

  /** Sets TABLE_NAME and grants exactly the access the entry declares: read, write, or none. */
  bindTable(table: ITable): void {
    if (this.entry.table === 'none') return;
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
    table.grant(this.role, ...TABLE_ACTIONS[this.entry.table]);
  }

  /**
   * Lets a function that sends email send it from the sending identity alone, and nothing else
   * of SES. Without a configured identity it sends nothing (the routes say email is not set up).
   */
  bindMail(mail: MailIdentity | undefined): void {
    if (!this.entry.sendsEmail || !mail) return;
    this.role.addToPolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: mail.identityArns(this) }));
  }

  /** Passes each secret the entry needs as `<NAME>_ARN` and lets the function read only those. */
  bindSecrets(secrets: AppSecrets): void {
    for (const name of secretNamesFor(this.entry)) {
      const secret = secrets.secret(name);
      this.fn.addEnvironment(`${name}_ARN`, secret.secretArn);
      secret.grantRead(this.role);
    }
  }
}
