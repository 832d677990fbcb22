/**
 * npm run synth: build the Lambda bundles, then synthesise every stack into cdk.out without the CDK CLI
 * (no AWS account, credentials, Docker or asset publishing). `--skip-build` reuses dist/functions.
 */
import { App } from 'aws-cdk-lib';
import { relative, join } from 'node:path';
import { buildFunctions } from '../../scripts/build-functions.js';
import { defineTenderbox } from './app.js';
import { readCdkJsonContext, readConfig, ROOT } from './config.js';

async function main(): Promise<void> {
  const started = Date.now();
  const outdir = join(ROOT, 'cdk.out');
  const app = new App({
    outdir,
    context: { ...readCdkJsonContext(), ...contextArgs(process.argv.slice(2)) },
  });

  if (!process.argv.includes('--skip-build')) {
    const built = await buildFunctions({ outDir: readConfig(app.node).functionsDir });
    const total = built.reduce((sum, fn) => sum + fn.bytes, 0);
    console.log(`Built ${built.length} Lambda bundle(s), ${(total / 1024 / 1024).toFixed(1)} MB in all`);
  }

  await defineTenderbox(app);
  const assembly = app.synth();

  console.log(
    `\nSynthesised ${assembly.stacks.length} stack(s) into ${relative(process.cwd(), outdir) || outdir}:`,
  );
  for (const stack of assembly.stacks) {
    const resources = Object.values(
      (stack.template as { Resources?: Record<string, { Type: string }> }).Resources ?? {},
    );
    const byType = new Map<string, number>();
    for (const r of resources) byType.set(r.Type, (byType.get(r.Type) ?? 0) + 1);
    const top = [...byType.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([type, n]) => `${n} ${type.replace(/^AWS::/, '')}`)
      .join(', ');
    console.log(
      `  ${stack.stackName.padEnd(22)} ${String(resources.length).padStart(4)} resources  ${relative(process.cwd(), stack.templateFullPath)}`,
    );
    console.log(`  ${''.padEnd(22)}                 ${top}`);
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `-c key=value` / `--context key=value`, as the CDK CLI takes them. */
function contextArgs(args: string[]): Record<string, string> {
  const context: Record<string, string> = {};
  args.forEach((arg, i) => {
    const next = args[i + 1];
    if ((arg === '-c' || arg === '--context') && next?.includes('=')) {
      const at = next.indexOf('=');
      context[next.slice(0, at)] = next.slice(at + 1);
    }
  });
  return context;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
