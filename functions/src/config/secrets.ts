// Secrets come from the environment locally and from AWS Secrets Manager in the cloud, where the
// stack passes each secret's ARN as `<ENV_NAME>_ARN` and never the value. Each is read once per
// cold start and cached for the life of the container.

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export type SecretName = 'JWT_SECRET' | 'OPENAI_API_KEY' | 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_WEBHOOK_SECRET';

const cache = new Map<SecretName, Promise<string | undefined>>();
let client: SecretsManagerClient | undefined;

async function load(name: SecretName): Promise<string | undefined> {
  const direct = process.env[name];
  if (direct) return direct;
  const arn = process.env[`${name}_ARN`];
  if (!arn) return undefined;
  client ??= new SecretsManagerClient({});
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  return SecretString || undefined;
}

export function getSecret(name: SecretName): Promise<string | undefined> {
  let value = cache.get(name);
  if (!value) {
    value = load(name);
    // A failed read must not poison the cache for the rest of the container's life.
    value.catch(() => cache.delete(name));
    cache.set(name, value);
  }
  return value;
}

/** Whether a secret is configured at all, without reading it. */
export function hasSecret(name: SecretName): boolean {
  return Boolean(process.env[name] || process.env[`${name}_ARN`]);
}
