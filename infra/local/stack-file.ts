import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written in the data directory while a stack runs there: the lock `reset` respects and the ports `invoke` reuses. */
export interface StackFile {
  pid: number;
  url: string;
  ports: Record<string, number>;
  env: Record<string, string>;
  startedAt: string;
  /** The java child (DynamoDB Local): a later start kills it if this process died without stopping it */
  javaPid?: number;
}

export function stackFilePath(dataDir: string): string {
  return join(dataDir, 'stack.json');
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stack running on this data directory, if its process is alive (a stale file is ignored). */
export function readRunningStack(dataDir: string): StackFile | null {
  const path = stackFilePath(dataDir);
  if (!existsSync(path)) return null;
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as StackFile;
    return typeof file.pid === 'number' && isProcessAlive(file.pid) ? file : null;
  } catch {
    return null;
  }
}

export function writeStackFile(dataDir: string, file: StackFile): void {
  writeFileSync(stackFilePath(dataDir), `${JSON.stringify(file, null, 2)}\n`);
}

export function removeStackFile(dataDir: string): void {
  rmSync(stackFilePath(dataDir), { force: true });
}

/**
 * If the last stack on this directory died without stopping (kill -9, a crash), its java child may still
 * hold the port and the database: stop it. Only a process that is DynamoDB Local is touched.
 */
export async function reapOrphan(dataDir: string): Promise<void> {
  const path = stackFilePath(dataDir);
  if (!existsSync(path)) return;
  let file: StackFile;
  try {
    file = JSON.parse(readFileSync(path, 'utf8')) as StackFile;
  } catch {
    return;
  }
  if (isProcessAlive(file.pid) || !file.javaPid || !isProcessAlive(file.javaPid)) return;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${file.javaPid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!cmdline.includes('DynamoDBLocal.jar')) return;
  process.kill(file.javaPid, 'SIGKILL');
  for (let i = 0; i < 50 && isProcessAlive(file.javaPid); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  removeStackFile(dataDir);
}
