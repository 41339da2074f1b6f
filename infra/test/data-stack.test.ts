import { describe, expect, it } from 'vitest';
import { TABLE } from '@cakewalk/functions/data/table.ts';
import { buildApp } from './app-fixture.ts';
import { logicalId, resource, resourcesOfType } from './template-queries.ts';

const built = buildApp();
const { data } = built.stacks;
const template = built.template(data);
const table = resource(template, logicalId(data.table));

describe('the table', () => {
  it('is keyed exactly as the shared definition says', () => {
    expect(table.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: TABLE.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE.sortKey, AttributeType: 'S' },
      ],
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    });
  });

  it('has exactly the indexes the data layer defines (none)', () => {
    expect(TABLE.globalSecondaryIndexes).toHaveLength(0);
    expect(table.Properties.GlobalSecondaryIndexes).toBeUndefined();
    expect(table.Properties.LocalSecondaryIndexes).toBeUndefined();
  });

  it('bills on demand, keeps point-in-time recovery, and survives both deletion and stack removal', () => {
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(data.terminationProtection).toBe(true);
  });

  it('outputs the table name', () => {
    expect(template.toJSON().Outputs.TableName.Value).toEqual({ Ref: logicalId(data.table) });
  });
});

describe('the secrets', () => {
  const secretProps = (name: Parameters<typeof data.secrets.secret>[0]) => resource(template, logicalId(data.secrets.secret(name))).Properties;

  it('are the seven the functions read, and none carries a value in the template', () => {
    const secrets = Object.values(resourcesOfType(template, 'AWS::SecretsManager::Secret'));
    expect(secrets).toHaveLength(7);
    for (const secret of secrets) expect(secret.Properties.SecretString).toBeUndefined();
  });

  it('generate the JWT key, the webhook token, the email link key and the origin secret at deploy, from letters and digits', () => {
    expect(secretProps('JWT_SECRET').GenerateSecretString).toEqual({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secretProps('TELEGRAM_WEBHOOK_SECRET').GenerateSecretString).toEqual({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secretProps('ORIGIN_VERIFY_SECRET').GenerateSecretString).toEqual({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secretProps('EMAIL_LINK_SECRET').GenerateSecretString).toEqual({ PasswordLength: 64, ExcludePunctuation: true });
  });

  it('generate the VAPID private key at deploy: 43 letters and digits, which are always a valid P-256 key in base64url', () => {
    expect(secretProps('VAPID_PRIVATE_KEY').GenerateSecretString).toEqual({ PasswordLength: 43, ExcludePunctuation: true, IncludeSpace: false });
  });

  it('leave the OpenAI key and the bot token empty for the operator instead of inventing a value', () => {
    for (const name of ['OPENAI_API_KEY', 'TELEGRAM_BOT_TOKEN'] as const) {
      expect(secretProps(name).GenerateSecretString, name).toBeUndefined();
      expect(secretProps(name).Description, name).toMatch(/after the first deploy/);
    }
  });

  it('output each secret’s ARN for the operator', () => {
    const outputs = Object.values(template.toJSON().Outputs as Record<string, { Value: unknown; Description?: string }>);
    for (const [name, secret] of data.secrets.all) {
      const output = outputs.find((candidate) => candidate.Description === `Secrets Manager ARN of ${name}`);
      expect(output?.Value, name).toEqual({ Ref: logicalId(secret) });
    }
  });
});
