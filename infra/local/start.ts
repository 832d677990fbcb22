/**
 * `npm start`: the whole product on this machine (ARCHITECTURE.md#the-local-runtime). Builds the web app when
 * its sources are newer than web/dist, starts the local stack on .data/, and prints where everything is.
 */
import './node-version.js';
import { existsSync, readFileSync } from 'node:fs';
import { importUrl, repoPath } from './paths.js';
import { seedFilePath, startLocalStack, type LocalStack, type SeedFile } from './stack.js';
import { buildWebSync, webBuildState } from './web-build.js';

const DATA_DIR = repoPath('.data');
const WEB_DIST = repoPath('web', 'dist');

/** Rebuilds web/dist when a web or shared source changed since the last build. */
function ensureWebBuild(): void {
  if (process.env.SKIP_WEB_BUILD === '1') return;
  if (!existsSync(repoPath('web', 'index.html'))) return;
  const state = webBuildState();
  if (state === 'fresh') return;
  console.log(
    state === 'missing'
      ? 'Building the web app (vite build)…'
      : 'Web sources changed: rebuilding (vite build)…',
  );
  if (!buildWebSync()) {
    console.error(
      'The web build failed (see above): the API runs anyway, and / says how to build the app once fixed.',
    );
  }
}

function readSeed(): SeedFile | null {
  try {
    return JSON.parse(readFileSync(seedFilePath(DATA_DIR), 'utf8')) as SeedFile;
  } catch {
    return null;
  }
}

function printBanner(stack: LocalStack): void {
  const mailbox = `http://localhost:${stack.ports.ses}/`;
  const lines = [
    '',
    `Tenderbox is running (version ${stack.env.APP_VERSION}; data in .data/)`,
    '',
    `  App             ${stack.url}`,
    `  API reference   ${stack.url}/api/docs`,
    `  Mailbox         ${mailbox}  (every email sent locally lands here)`,
  ];
  const seed = readSeed();
  if (seed) {
    const width = Math.max(...seed.accounts.map((a) => a.email.length));
    lines.push('', `  Demo accounts (password: ${seed.password})`);
    for (const account of seed.accounts) {
      lines.push(
        `    ${account.email.padEnd(width)}  ${account.role}${account.domain ? `  [${account.domain}]` : ''}`,
      );
    }
  }
  lines.push('', 'Ctrl-C stops; `npm run reset` wipes the data.', '');
  console.log(lines.join('\n'));
}

/**
 * The deep health check once at start-up: each service the handlers use, asked as the site administrators'
 * check asks it (the public /api/health asks none).
 */
async function printServices(): Promise<void> {
  const { checkHealth } = (await import(importUrl(repoPath('functions', 'core', 'health.ts')))) as {
    checkHealth: () => Promise<{ status: string; services: { service: string; status: string }[] }>;
  };
  const health = await checkHealth();
  const services = health.services.map((s) => `${s.service} ${s.status}`).join(', ');
  const line = `Services ${health.status}: ${services}`;
  if (health.status === 'up') console.log(line);
  else console.warn(line);
}

async function main(): Promise<void> {
  ensureWebBuild();
  console.log('Starting the local services…');
  const stack = await startLocalStack({ dataDir: DATA_DIR, webDir: WEB_DIST });
  printBanner(stack);
  await printServices();

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: do not wait any longer.
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(`Could not start Tenderbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
