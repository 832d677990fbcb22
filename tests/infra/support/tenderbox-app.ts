/**
 * Synthesises the whole CDK app on stand-in bundles: the templates do not depend on what a bundle
 * contains, only that it exists, and real bundling is covered by build-functions.test.ts.
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lambdaEntries } from '../../../scripts/build-functions.js';
import { defineTenderbox, type TenderboxStacks } from '../../../infra/cdk/app.js';
import { readCdkJsonContext } from '../../../infra/cdk/config.js';

export interface SynthesisedApp extends TenderboxStacks {
  app: App;
  templates: {
    web: Template;
    data: Template;
    realtime: Template;
    workflows: Template;
    api: Template;
    schedules: Template;
    operations: Template;
  };
}

let synthesised: Promise<SynthesisedApp> | undefined;

/**
 * The app, synthesised once per worker: the infra files run in one worker without isolation
 * (vitest.config.ts), and each reads the synthesis without changing it, so they share it (decision 080).
 */
export function synthTenderbox(): Promise<SynthesisedApp> {
  synthesised ??= synthesise();
  return synthesised;
}

async function synthesise(): Promise<SynthesisedApp> {
  const scratch = mkdtempSync(join(tmpdir(), 'tenderbox-infra-'));
  const functionsDir = join(scratch, 'functions');
  for (const { name } of await lambdaEntries()) {
    mkdirSync(join(functionsDir, name), { recursive: true });
    writeFileSync(join(functionsDir, name, 'index.mjs'), `export const handler = async () => '${name}';\n`);
  }
  // A stand-in SPA so the BucketDeployment path is synthesised (and nag-checked) too.
  const webDistDir = join(scratch, 'web-dist');
  mkdirSync(webDistDir);
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Tenderbox</title>');

  // The same context as cdk.json, so the tests check what `cdk deploy` would deploy.
  const app = new App({ outdir: join(scratch, 'cdk.out'), context: readCdkJsonContext() });
  const stacks = await defineTenderbox(app, { config: { functionsDir, webDistDir } });
  app.synth();
  return {
    ...stacks,
    app,
    templates: {
      web: Template.fromStack(stacks.web),
      data: Template.fromStack(stacks.data),
      realtime: Template.fromStack(stacks.realtime),
      workflows: Template.fromStack(stacks.workflows),
      api: Template.fromStack(stacks.api),
      schedules: Template.fromStack(stacks.schedules),
      operations: Template.fromStack(stacks.operations),
    },
  };
}

/** Resources of one type in a template, by logical id. */
export function resourcesOf(
  template: Template,
  type: string,
): Record<string, { Properties: Record<string, unknown> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, unknown> }>;
}
