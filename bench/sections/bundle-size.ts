/**
 * Lambda bundle size: each bundle of scripts/build-functions.ts against a floor that holds only the SDK
 * clients and commands that Lambda uses (docs/decisions/033-bench-floor-commands.md). Gzip is what is judged (what is shipped and read at cold start scales with
 * it); raw bytes are shown for context.
 */
import { benchFunctions, floorBundle } from '../lib/functions.js';
import { fileSizes } from '../lib/gzip.js';
import type { BenchContext, Row, Section } from '../lib/types.js';

/** Today's goal (issue 6); the long-term goal is 1.15×, which every note measures against too. */
const GZIP_RATIO_GOAL = 1.3;
const LONG_TERM_RATIO = 1.15;

export async function run(ctx: BenchContext): Promise<Section> {
  const functions = await benchFunctions(ctx);
  const rows: Row[] = [];
  for (const fn of functions) {
    const floor = await floorBundle(ctx, fn.sdkPackages, fn.sdkCommands);
    const [own, base] = await Promise.all([fileSizes(fn.outfile), fileSizes(floor.outfile)]);
    const clients =
      (floor.sdkPackages.length > 0 ? floor.sdkPackages.join(', ') : 'no SDK client') +
      (floor.sdkCommands.length > 0 ? ` with ${floor.sdkCommands.length} commands` : '');
    const constructOnly =
      floor.constructOnly.length > 0 ? `; floor only constructs ${floor.constructOnly.join(', ')}` : '';
    rows.push({
      name: `${fn.name} (gzip)`,
      figure: { value: own.gzip, unit: 'B' },
      floor: { value: base.gzip, unit: 'B' },
      goal: { kind: 'ratio', max: GZIP_RATIO_GOAL },
      note:
        `floor: ${clients}${constructOnly}; our code adds ${formatDelta(own.gzip - base.gzip)} gzip; ` +
        `long-term goal ≤ ${LONG_TERM_RATIO}× floor: ${own.gzip <= base.gzip * LONG_TERM_RATIO ? 'met' : 'missed'}`,
    });
    rows.push({
      name: `${fn.name} (raw)`,
      figure: { value: own.raw, unit: 'B' },
      floor: { value: base.raw, unit: 'B' },
      goal: { kind: 'none' },
    });
  }
  return {
    id: 'bundle-size',
    title: '1. Lambda bundle size',
    method:
      'Each bundle is built by scripts/build-functions.ts (ESM, node22, minified, everything bundled). The floor is ' +
      "a bundle of only the AWS SDK packages that Lambda's own code imports (found in esbuild's metafile), each " +
      'client constructed and sending one command, plus the other SDK commands the Lambda holds (each is its own ' +
      "module in the SDK's ESM build, so the metafile names them), built with the same options. gzip is zlib level 9.",
    rows,
  };
}

function formatDelta(bytes: number): string {
  const sign = bytes < 0 ? '−' : '+';
  return `${sign}${(Math.abs(bytes) / 1000).toFixed(1)} kB`;
}
