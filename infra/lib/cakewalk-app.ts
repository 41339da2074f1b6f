// The whole deployment, shared by bin/app.ts and the tests so both build exactly the same stacks.

import type { App } from 'aws-cdk-lib';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { JobsStack } from './stacks/jobs-stack.ts';
import { MailIdentity } from './mail-identity.ts';
import { WebStack, type CustomDomain } from './stacks/web-stack.ts';

export interface CakewalkAppOptions {
  siteDir: string;
  telegramBotUsername?: string;
  customDomain?: CustomDomain;
  /** The site's address for emailed links; defaults to https://<customDomain>. */
  publicUrl?: string;
  /** The From of every email (`Cakewalk <coach@example.com>`), an identity verified in SES. Without it, no email is sent. */
  mailFrom?: string;
  /** VAPID's contact for the push services, a mailto: (or https:) URL. */
  vapidSubject?: string;
}

export interface CakewalkStacks {
  data: DataStack;
  api: ApiStack;
  web: WebStack;
  jobs: JobsStack;
}

/**
 * Public configuration, not secrets: the bot's name for its t.me deep link; where emailed links
 * point and who emails come from (both are needed, or no email is sent); VAPID's contact.
 */
function environmentOf(options: CakewalkAppOptions, mail: MailIdentity | undefined): Record<string, string> {
  const publicUrl = options.publicUrl ?? (options.customDomain && `https://${options.customDomain.domainName}`);
  const vapidSubject = options.vapidSubject ?? (mail && `mailto:${mail.address}`);
  return {
    ...(options.telegramBotUsername && { TELEGRAM_BOT_USERNAME: options.telegramBotUsername }),
    ...(mail && publicUrl && { PUBLIC_URL: publicUrl, MAIL_FROM: mail.from }),
    ...(vapidSubject && { VAPID_SUBJECT: vapidSubject }),
  };
}

export function buildCakewalk(app: App, options: CakewalkAppOptions): CakewalkStacks {
  if (options.publicUrl && !options.publicUrl.startsWith('https://')) throw new Error('publicUrl must start with https://');
  const mail = options.mailFrom ? new MailIdentity(options.mailFrom) : undefined;
  const functionEnvironment = environmentOf(options, mail);

  const data = new DataStack(app, 'CakewalkData', { description: 'Cakewalk: table and secrets' });
  const shared = { table: data.table, secrets: data.secrets, functionEnvironment, mail };
  const api = new ApiStack(app, 'CakewalkApi', { description: 'Cakewalk: HTTP API and its functions', ...shared });
  const jobs = new JobsStack(app, 'CakewalkJobs', { description: 'Cakewalk: scheduled check-ins', ...shared });
  const web = new WebStack(app, 'CakewalkWeb', {
    description: 'Cakewalk: site and CDN',
    apiDomainName: `${api.api.apiId}.execute-api.${api.region}.${api.urlSuffix}`,
    originSecret: data.secrets.secret('ORIGIN_VERIFY_SECRET'),
    siteDir: options.siteDir,
    customDomain: options.customDomain,
  });
  return { data, api, web, jobs };
}
