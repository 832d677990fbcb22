/** `npm run reset`: wipes .data/ (the local database, files and demo accounts) unless a stack is using it. */
import { existsSync, rmSync } from 'node:fs';
import { repoPath } from './paths.js';
import { readRunningStack } from './stack-file.js';

const dataDir = repoPath('.data');
const running = readRunningStack(dataDir);
if (running) {
  console.error(
    `A local stack is running on .data/ (pid ${running.pid}, ${running.url}): stop it first, then run npm run reset.`,
  );
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log('Nothing to reset: .data/ does not exist.');
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Removed .data/: the next npm start creates and seeds a fresh database.');
}
