// The app's secrets in AWS Secrets Manager. Functions get each secret's ARN as `<NAME>_ARN`
// (functions/src/config/secrets.ts) and read the value at cold start, so no value is ever in the
// code, the environment or the template.

import { Validations } from 'aws-cdk-lib';
import { Secret, type CfnSecret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SecretName } from '@cakewalk/functions/config/secrets.ts';
import type { RouteId } from '@cakewalk/shared/routes.ts';
import type { FunctionEntry, SecretGroup } from './function-entries.ts';

/**
 * What each `secrets` entry of the route table stands for. 'telegram' is the bot token alone:
 * the check-in job sends with it too, and must not be able to read the webhook secret.
 */
const SECRET_NAMES_BY_GROUP = {
  jwt: ['JWT_SECRET'],
  openai: ['OPENAI_API_KEY'],
  telegram: ['TELEGRAM_BOT_TOKEN'],
  vapid: ['VAPID_PRIVATE_KEY'],
  'email-links': ['EMAIL_LINK_SECRET'],
  origin: ['ORIGIN_VERIFY_SECRET'],
} as const satisfies Record<SecretGroup, readonly SecretName[]>;

// The one reader of TELEGRAM_WEBHOOK_SECRET (functions/src/handlers/channels/telegram-webhook.ts checks
// Telegram's secret_token header against it). The route table has no group for a secret that a
// single route reads, so the route is named here; RouteId makes a renamed route a type error.
const TELEGRAM_WEBHOOK_ROUTE: RouteId = 'telegram-webhook';

/** Every secret a function may read: its entry's groups, plus the webhook secret for the webhook. */
export function secretNamesFor(entry: FunctionEntry): SecretName[] {
  const names: SecretName[] = entry.secrets.flatMap((group) => SECRET_NAMES_BY_GROUP[group]);
  if (entry.kind === 'route' && entry.id === TELEGRAM_WEBHOOK_ROUTE) names.push('TELEGRAM_WEBHOOK_SECRET');
  return names;
}

export class AppSecrets extends Construct {
  private readonly byName: Record<SecretName, Secret>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.byName = {
      // Letters and digits only, so the key is the same string however a tool quotes it.
      JWT_SECRET: new Secret(this, 'JwtSecret', {
        description: 'Cakewalk: HMAC key that signs session tokens. Generated at deploy.',
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
      }),
      // Telegram accepts A-Z, a-z, 0-9, _ and - in a webhook secret token; generating it at deploy
      // leaves the operator one value to copy into setWebhook instead of one to invent.
      TELEGRAM_WEBHOOK_SECRET: new Secret(this, 'TelegramWebhookSecret', {
        description: 'Cakewalk: secret_token for Telegram setWebhook. Generated at deploy.',
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
      }),
      // 43 letters and digits are base64url text of 32 bytes whose first is below 0xF8, so always a
      // valid P-256 private key (below the curve's order): the VAPID key pair is made at deploy, and
      // functions/src/push/vapid.ts works the public key out from it.
      VAPID_PRIVATE_KEY: new Secret(this, 'VapidPrivateKey', {
        description: 'Cakewalk: VAPID private key (P-256, base64url) that signs web push requests. Generated at deploy.',
        generateSecretString: { passwordLength: 43, excludePunctuation: true, includeSpace: false },
      }),
      EMAIL_LINK_SECRET: new Secret(this, 'EmailLinkSecret', {
        description: 'Cakewalk: HMAC key that signs the unsubscribe links of check-in emails. Generated at deploy.',
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
      }),
      // CloudFront adds it to every request it sends the API (web-stack.ts); the routes that limit
      // per client address believe CloudFront's viewer address only with it.
      ORIGIN_VERIFY_SECRET: new Secret(this, 'OriginVerifySecret', {
        description: 'Cakewalk: header value CloudFront adds to API requests, so the API can tell them from direct calls. Generated at deploy.',
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
      }),
      OPENAI_API_KEY: this.operatorFilled('OpenAiApiKey', 'Cakewalk: OpenAI API key. Put the value in after the first deploy.'),
      TELEGRAM_BOT_TOKEN: this.operatorFilled('TelegramBotToken', 'Cakewalk: Telegram bot token from @BotFather. Put the value in after the first deploy.'),
    };
    for (const secret of Object.values(this.byName)) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'No automatic rotation: the OpenAI key and the bot token are issued by third parties and rotated there by the operator; ' +
          'rotating the JWT key or the webhook token signs every user out or breaks the webhook until setWebhook is called again, ' +
          'a new VAPID key ends every browser\'s push subscription, a new email link key ends the unsubscribe links already sent, ' +
          'and the origin secret must change in the distribution with it (a deploy), so they are rotated by hand.',
      });
    }
  }

  secret(name: SecretName): ISecret {
    return this.byName[name];
  }

  get all(): ReadonlyArray<readonly [SecretName, ISecret]> {
    return Object.entries(this.byName) as [SecretName, Secret][];
  }

  // Created empty (no version at all) rather than with a random placeholder that a function
  // would mistake for a real key; the operator adds the value with put-secret-value.
  private operatorFilled(id: string, description: string): Secret {
    const secret = new Secret(this, id, { description });
    (secret.node.defaultChild as CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
    return secret;
  }
}
