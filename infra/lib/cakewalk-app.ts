// The whole deployment, shared by bin/app.ts and the tests so both build exactly the same stacks.

import type { App } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.ts';
import { DataStack } from './data-stack.ts';
import { JobsStack } from './jobs-stack.ts';
import { WebStack, type CustomDomain } from './web-stack.ts';

export interface CakewalkAppOptions {
  siteDir: string;
  telegramBotUsername?: string;
  customDomain?: CustomDomain;
}

export interface CakewalkStacks {
  data: DataStack;
  api: ApiStack;
  web: WebStack;
  jobs: JobsStack;
}

export function buildCakewalk(app: App, options: CakewalkAppOptions): CakewalkStacks {
  // Public configuration, not a secret: it goes into the bot's t.me deep link.
  const functionEnvironment: Record<string, string> = options.telegramBotUsername
    ? { TELEGRAM_BOT_USERNAME: options.telegramBotUsername }
    : {};

  const data = new DataStack(app, 'CakewalkData', { description: 'Cakewalk: table and secrets' });
  const shared = { table: data.table, secrets: data.secrets, functionEnvironment };
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
