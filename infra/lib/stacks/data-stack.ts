// The stateful stack: the one table and the secrets. It changes rarely and is protected from
// deletion, so the stateless stacks can be torn down and redeployed freely.

import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '@cakewalk/functions/data/table.ts';
import { AppSecrets } from '../app-secrets.ts';

/**
 * The shape an entry of TABLE.globalSecondaryIndexes must have (attribute names; every key in
 * this table is a string). Reading the shared list through this type keeps the loop below
 * type-correct while the list is an empty tuple, and makes an entry of another shape a type error
 * here instead of an index that silently never reaches AWS.
 */
interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey?: string;
}

export class DataStack extends Stack {
  readonly table: Table;
  readonly secrets: AppSecrets;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    // Built from the same definition as the local table, keys and indexes, so they cannot drift.
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: TABLE.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const indexes: readonly IndexDefinition[] = TABLE.globalSecondaryIndexes;
    for (const index of indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: index.sortKey === undefined ? undefined : { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    this.secrets = new AppSecrets(this, 'Secrets');

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    for (const [name, secret] of this.secrets.all) {
      new CfnOutput(this, `${name.replaceAll('_', '')}Arn`, {
        value: secret.secretArn,
        description: `Secrets Manager ARN of ${name}`,
      });
    }
  }
}
