// The table is built from the shared definition, indexes included: an index added to
// TABLE.globalSecondaryIndexes (functions/src/data/table.ts) must reach AWS, and the functions'
// grants must cover it. The shared list is empty today, so this file stands one in.

import { describe, expect, it, vi } from 'vitest';
import { buildApp } from './app-fixture.ts';
import { asArray, exportNameOf, logicalId, resource, statementsForRole } from './template-queries.ts';

vi.mock('@cakewalk/functions/data/table.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('@cakewalk/functions/data/table.ts')>();
  return {
    ...original,
    TABLE: {
      ...original.TABLE,
      globalSecondaryIndexes: [
        { indexName: 'byOwner', partitionKey: 'owner', sortKey: 'createdAt' },
        { indexName: 'byCode', partitionKey: 'code' },
      ],
    },
  };
});

const built = buildApp();
const { data, api } = built.stacks;
const dataTemplate = built.template(data);

describe('an index in the shared table definition', () => {
  it('becomes a global secondary index of the table, string-keyed and projecting everything', () => {
    const table = resource(dataTemplate, logicalId(data.table)).Properties;
    expect(table.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: 'byOwner',
        KeySchema: [{ AttributeName: 'owner', KeyType: 'HASH' }, { AttributeName: 'createdAt', KeyType: 'RANGE' }],
        Projection: { ProjectionType: 'ALL' },
      },
      {
        IndexName: 'byCode',
        KeySchema: [{ AttributeName: 'code', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
    expect(table.AttributeDefinitions).toEqual(
      expect.arrayContaining(['owner', 'createdAt', 'code'].map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
  });

  it('is covered by the functions’ table grants', () => {
    const tableArn = { 'Fn::ImportValue': exportNameOf(dataTemplate, { 'Fn::GetAtt': [logicalId(data.table), 'Arn'] }) };
    const reader = api.functions.find((fn) => fn.entry.table === 'read');
    if (!reader) throw new Error('no read route');
    const resources = statementsForRole(built.template(api), logicalId(reader.role))
      .filter((statement) => asArray(statement.Action).some((action) => action.startsWith('dynamodb:')))
      .flatMap((statement) => asArray(statement.Resource));
    expect(resources).toEqual([tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }]);
  });
});
