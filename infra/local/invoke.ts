/**
 * `npm run invoke -- <group> <event-file-or-name> [--module <module>]`: runs one handler of
 * functions/<group>/ with an event (a path, or a name under events/<group>/) on the local services and
 * prints its result. Reuses the services of a running `npm start`, or starts them on .data/ itself.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { invokeHandler } from './lambda.js';
import { functionModulePath, importUrl, repoPath } from './paths.js';
import { startLocalStack, type LocalStack } from './stack.js';
import { readRunningStack } from './stack-file.js';

const USAGE = 'usage: npm run invoke -- <group> <event-file-or-name> [--module <module>]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function parseArgs(argv: string[]): { group: string; event: string; module?: string } {
  const positional: string[] = [];
  let module: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--module' || arg === '-m') module = argv[++i];
    else if (arg.startsWith('--module=')) module = arg.slice('--module='.length);
    else if (arg === '--help' || arg === '-h') fail(USAGE);
    else positional.push(arg);
  }
  const [group, event] = positional;
  if (!group || !event) fail(USAGE);
  return module ? { group, event, module } : { group, event };
}

function resolveEventFile(group: string, event: string): string {
  const candidates = [
    resolve(event),
    repoPath('events', group, `${event}.json`),
    repoPath('events', group, event),
  ];
  const found = candidates.find((path) => existsSync(path) && !path.endsWith('/'));
  if (found) return found;
  const known = existsSync(repoPath('events', group))
    ? readdirSync(repoPath('events', group)).map((f) => f.replace(/\.json$/, ''))
    : [];
  return fail(
    `No event "${event}" (looked in events/${group}/).${known.length ? ` Known: ${known.join(', ')}` : ''}`,
  );
}

/** Events named "<module>.<...>.json" belong to that module (e.g. task.workflowProbe.awaitDecision → task.ts). */
function moduleFor(group: string, eventFile: string, explicit?: string): string {
  if (explicit) return explicit;
  const prefix = basename(eventFile).split('.')[0]!;
  if (prefix !== 'handler' && existsSync(functionModulePath(group, prefix))) return prefix;
  return 'handler';
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const eventFile = resolveEventFile(args.group, args.event);
  const module = moduleFor(args.group, eventFile, args.module);
  const modulePath = functionModulePath(args.group, module);
  if (!existsSync(modulePath)) fail(`No handler module functions/${args.group}/${module}.ts`);
  const event = JSON.parse(readFileSync(eventFile, 'utf8')) as unknown;

  const dataDir = repoPath('.data');
  const running = readRunningStack(dataDir);
  let own: LocalStack | undefined;
  if (running && !running.url)
    fail(`A local stack is starting on .data/ (pid ${running.pid}): try again in a moment.`);
  if (running) {
    // The handler runs here, but against the services of the running npm start.
    Object.assign(process.env, running.env);
    const envModule = (await import(importUrl(repoPath('functions', 'core', 'env.ts')))) as {
      resetEnvForTests?: () => void;
    };
    envModule.resetEnvForTests?.();
    console.error(`Using the services of the running stack (pid ${running.pid}, ${running.url}).`);
  } else {
    console.error('Starting the local services on .data/ …');
    own = await startLocalStack({ dataDir, port: 0, webDir: null, quiet: true });
  }

  let exitCode = 0;
  try {
    console.error(
      `Invoking functions/${args.group}/${module}.ts with ${eventFile.replace(`${repoPath()}/`, '')}`,
    );
    const result = await invokeHandler(modulePath, `tenderbox-local-${args.group}`, event);
    console.log(JSON.stringify(result ?? null, null, 2));
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    exitCode = 1;
  } finally {
    await own?.stop();
  }
  // SDK sockets and the like must not keep a one-shot command alive.
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
