// The CDK app (cdk.json runs `node infra/bin/app.ts`). Deploy-time options come from context:
//   -c telegramBotUsername=MyCakewalkBot
//   -c domainName=cakewalk.example.com -c certificateArn=arn:aws:acm:us-east-1:...
//   -c mailFrom='Cakewalk <coach@example.com>' [-c publicUrl=https://...] [-c vapidSubject=mailto:...]

import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { buildCakewalk } from '../lib/cakewalk-app.ts';
import { REPO_ROOT } from '../lib/function-entries.ts';
import type { CustomDomain } from '../lib/stacks/web-stack.ts';

const app = new App();

function context(name: string): string | undefined {
  const value: unknown = app.node.tryGetContext(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function customDomain(): CustomDomain | undefined {
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) throw new Error('Set both domainName and certificateArn, or neither.');
  return { domainName, certificateArn };
}

buildCakewalk(app, {
  siteDir: join(REPO_ROOT, 'web', 'dist'),
  telegramBotUsername: context('telegramBotUsername'),
  customDomain: customDomain(),
  publicUrl: context('publicUrl'),
  mailFrom: context('mailFrom'),
  vapidSubject: context('vapidSubject'),
});

// Every synth and deploy is checked, so a finding fails the build here and not in review.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
