/**
 * `npm start`: the whole product on this machine (DESIGN §2). Builds the web app when its sources are
 * newer than web/dist, starts the local stack on .data/, and prints where everything is.
 */
import './node-version.js';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, repoPath } from './paths.js';
import { seedFilePath, startLocalStack, type LocalStack, type SeedFile } from './stack.js';

const DATA_DIR = repoPath('.data');
const WEB_DIST = repoPath('web', 'dist');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Rebuilds web/dist when a web or shared source changed since the last build. */
function ensureWebBuild(): void {
  if (process.env.SKIP_WEB_BUILD === '1') return;
  if (!existsSync(repoPath('web', 'index.html'))) return;
  const built = existsSync(join(WEB_DIST, 'index.html')) ? statSync(join(WEB_DIST, 'index.html')).mtimeMs : 0;
  const sources = Math.max(
    ...['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared'].map((p) =>
      newestMtime(repoPath(p)),
    ),
  );
  if (built > 0 && built >= sources) return;
  console.log(
    built === 0
      ? 'Building the web app (npm run build:web)…'
      : 'Web sources changed: rebuilding (npm run build:web)…',
  );
  const result = spawnSync('npm', ['run', 'build:web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
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

async function main(): Promise<void> {
  ensureWebBuild();
  console.log('Starting the local services…');
  const stack = await startLocalStack({ dataDir: DATA_DIR, webDir: WEB_DIST });
  printBanner(stack);

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
