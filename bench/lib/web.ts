/**
 * The SPA as the bench measures it: built once per run by Vite (web/vite.config.ts) into bench/tmp/web-dist,
 * which the bench's local stack serves (lib/stack.ts), so a build never disturbs web/dist while others use it.
 */
import { join } from 'node:path';
import { runProcess } from './child-process.js';
import { webDistDir } from './stack.js';
import type { BenchContext } from './types.js';

export function buildWeb(ctx: BenchContext): Promise<string> {
  return ctx.once('web-build', async () => {
    const outDir = webDistDir(ctx);
    ctx.log('building the web app (vite)');
    const vite = join(ctx.root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = await runProcess(
      process.execPath,
      [
        vite,
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: ctx.root, env: process.env, timeoutMs: 240_000 },
    );
    if (result.code !== 0) throw new Error(`vite build exited ${result.code}: ${result.stderr.slice(-2000)}`);
    return outDir;
  });
}
