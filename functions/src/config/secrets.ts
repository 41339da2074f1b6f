// Secrets come from the environment locally and from AWS Secrets Manager in the cloud, where the
// stack passes each secret's ARN as `<ENV_NAME>_ARN` and never the value. In Lambda they are read
// through AWS's Parameters and Secrets extension (a layer the stack adds) over plain HTTP, which
// keeps a Secrets Manager SDK client (13 KB) out of every bundle. Each is read once per cold
// start and cached for the life of the container.

export type SecretName =
  | 'JWT_SECRET' | 'OPENAI_API_KEY' | 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_WEBHOOK_SECRET' | 'VAPID_PRIVATE_KEY' | 'EMAIL_LINK_SECRET'
  | 'ORIGIN_VERIFY_SECRET';

const cache = new Map<SecretName, Promise<string | undefined>>();

async function fromExtension(arn: string): Promise<string | undefined> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || '2773';
  const response = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) {
    const detail = await response.text();
    // A secret the operator has not filled in yet has no version at all: that means "not set"
    // (the offline planner, no Telegram), not a failure.
    if (detail.includes('ResourceNotFoundException')) return undefined;
    throw new Error(`Reading secret ${arn} failed with ${response.status}`);
  }
  const { SecretString } = (await response.json()) as { SecretString?: string };
  return SecretString || undefined;
}

async function load(name: SecretName): Promise<string | undefined> {
  const direct = process.env[name];
  if (direct) return direct;
  const arn = process.env[`${name}_ARN`];
  return arn ? fromExtension(arn) : undefined;
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
