/**
 * The local services (ARCHITECTURE.md#the-local-runtime), started once per bench run in this process: in
 * memory, seeded with the demo agency, on free ports of 127.0.0.1. It also serves the SPA the bench builds,
 * so that /login is loaded exactly as a user would load it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack.js';
import type { BenchContext } from './types.js';

export interface BenchStack {
  /** As the stack reports it (http://localhost:<port>): what a browser opens */
  url: string;
  /** The same server by address: load tools never wait on resolving localhost, and it listens on IPv4 */
  ipUrl: string;
  ports: { http: number; dynamodb: number; s3: number; ses: number; sfn: number; ws: number };
  /** The handlers' environment: endpoints, dummy credentials, table and bucket names */
  env: Record<string, string>;
}

/** Where the bench builds the SPA: its own folder, so a build never disturbs web/dist while others use it. */
export function webDistDir(ctx: BenchContext): string {
  return join(ctx.tmpDir, 'web-dist');
}

export function localStack(ctx: BenchContext): Promise<BenchStack> {
  return ctx.once('stack', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tenderbox-bench-'));
    ctx.log('starting the local stack (in memory, seeded)');
    const stack = await startLocalStack({
      dataDir,
      port: 0,
      inMemory: true,
      seed: true,
      webDir: webDistDir(ctx),
      quiet: true,
    });
    ctx.onCleanup(async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    });
    const ipUrl = stack.url.replace('//localhost:', '//127.0.0.1:');
    ctx.log(`local stack at ${stack.url}: ${await describeHealth(ipUrl)}`);
    return { url: stack.url, ipUrl, ports: stack.ports, env: { ...stack.env } };
  });
}

/** The environment a child process needs to reach the local services, and nothing of the bench's own. */
export function childEnv(stack: BenchStack): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...stack.env,
    // Warnings would only add noise to the child's output; they do not change what is measured.
    NODE_NO_WARNINGS: '1',
  };
}

/** One line for the log: a degraded local service explains odd figures later in the report. */
async function describeHealth(url: string): Promise<string> {
  try {
    const response = await fetch(`${url}/api/health`);
    const body = (await response.json()) as {
      data?: {
        healthDTO?: { values?: { status?: string; services?: { service: string; status: string }[] } };
      };
    };
    const health = body.data?.healthDTO?.values;
    const down = (health?.services ?? []).filter((s) => s.status !== 'up').map((s) => s.service);
    return `health ${response.status} ${health?.status ?? '?'}${down.length > 0 ? ` (down: ${down.join(', ')})` : ''}`;
  } catch (error) {
    return `health check failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}
