import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Makes sure a program from Debian's packages is on the machine. As root (this kind of machine, CI) it
 * installs the package; otherwise it stops with one line saying how. A fresh machine then needs nothing
 * done by hand before `npm start` or `npm test`.
 */
export function ensureDebianPackage(options: {
  command: string;
  versionArgs: string[];
  packageName: string;
  why: string;
}): void {
  const works = () => {
    const probe = spawnSync(options.command, options.versionArgs, { encoding: 'utf8' });
    return !probe.error && probe.status === 0;
  };
  if (works()) return;
  if (process.getuid?.() === 0) {
    console.log(`${options.why}: installing Debian's ${options.packageName}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', options.packageName], {
      stdio: 'inherit',
      env,
    });
    if (works()) return;
  }
  throw new Error(
    `${options.why}: run \`sudo apt-get update && sudo apt-get install -y ${options.packageName}\` and try again.`,
  );
}
