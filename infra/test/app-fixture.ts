// Builds the whole Cakewalk app in-process, exactly as bin/app.ts does and with cdk.json's
// feature flags, but without bundling: esbuild is exercised once, by the real `cdk synth` in
// synth.test.ts, so the assertion tests stay fast.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { buildCakewalk, type CakewalkAppOptions, type CakewalkStacks } from '../lib/cakewalk-app.ts';
import { REPO_ROOT } from '../lib/function-entries.ts';

// Every synthesis stages the site-upload handler's AWS CLI layer (over 20 MB), so each test
// file removes the assemblies it made. This module is loaded once per test file, so the hook
// belongs to that file.
const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FIXTURE_SITE = join(import.meta.dirname, 'fixtures', 'site');

function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

export interface BuiltApp {
  app: App;
  stacks: CakewalkStacks;
  template(stack: Stack): Template;
}

/** Email on, as a deploy with `-c mailFrom=... -c publicUrl=...` has it. */
export const FIXTURE_MAIL = { mailFrom: 'Cakewalk <coach@cakewalk.example>', publicUrl: 'https://app.cakewalk.example' } as const;

export function buildApp(options: Partial<CakewalkAppOptions> = {}): BuiltApp {
  // An empty bundling-stacks list is how the CDK CLI itself skips bundling for stacks it will
  // not deploy; the functions get placeholder code and everything else is unchanged.
  const outdir = mkdtempSync(join(tmpdir(), 'cakewalk-infra-test-'));
  outdirs.push(outdir);
  const app = new App({ outdir, context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
  const stacks = buildCakewalk(app, { siteDir: FIXTURE_SITE, telegramBotUsername: 'CakewalkTestBot', ...FIXTURE_MAIL, ...options });
  const templates = new Map<Stack, Template>();
  return {
    app,
    stacks,
    template(stack) {
      let template = templates.get(stack);
      if (!template) {
        template = Template.fromStack(stack);
        templates.set(stack, template);
      }
      return template;
    },
  };
}
