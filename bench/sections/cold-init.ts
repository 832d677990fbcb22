/**
 * Cold init: a fresh Node process imports a bundle and makes its first call against the local services,
 * timed inside the child with process.hrtime. The floor bundle (only the Lambda's SDK clients, one command
 * sent by each, and the other commands the Lambda sends loaded but not sent) is started the same way. Runs are interleaved so that drift on a busy machine hits both alike.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lastJsonLine, runProcess } from '../lib/child-process.js';
import { benchFunctions, floorBundle } from '../lib/functions.js';
import { firstCall } from '../lib/sample-events.js';
import { childEnv, localStack } from '../lib/stack.js';
import { median } from '../lib/stats.js';
import type { BenchContext, Row, Section } from '../lib/types.js';

const RUNS = 7;
/** Today's goal (issue 6); the long-term goal is 1.2×, which every note measures against too. */
const RATIO_GOAL = 1.3;
const LONG_TERM_RATIO = 1.2;
const CHILD = join(import.meta.dirname, '..', 'lib', 'cold-init-child.mjs');

interface ChildResult {
  importMs: number;
  callMs: number;
  totalMs: number;
  outcome: string;
}

interface Target {
  key: string;
  bundle: string;
  eventFile: string;
  samples: ChildResult[];
}

export async function run(ctx: BenchContext): Promise<Section> {
  const [functions, stack] = await Promise.all([benchFunctions(ctx), localStack(ctx)]);
  const env = childEnv(stack);
  const dir = join(ctx.tmpDir, 'cold-init');
  await mkdir(dir, { recursive: true });

  const targets = new Map<string, Target>();
  const addTarget = async (key: string, bundle: string, event: unknown) => {
    if (targets.has(key)) return;
    const eventFile = join(dir, `${key.replace(/[^\w.-]+/g, '_')}.json`);
    await writeFile(eventFile, JSON.stringify(event));
    targets.set(key, { key, bundle, eventFile, samples: [] });
  };

  const plan: { name: string; label: string; own?: string; floor: string; floorLabel: string }[] = [];
  for (const fn of functions) {
    const floor = await floorBundle(ctx, fn.sdkPackages, fn.sdkCommands);
    const floorKey = `floor:${floor.key}`;
    await addTarget(floorKey, floor.outfile, {});
    const call = firstCall(fn.name);
    if (call) await addTarget(fn.name, fn.outfile, call.event);
    plan.push({
      name: fn.name,
      label: call?.label ?? 'no sample first call known to the bench',
      own: call ? fn.name : undefined,
      floor: floorKey,
      floorLabel: floor.sdkPackages.join('+') || 'no SDK',
    });
  }

  const all = [...targets.values()];
  ctx.log(`cold init: ${all.length} bundle(s) × (1 warm-up + ${RUNS}) fresh processes`);
  // One discarded round first: it pays for the page cache and the emulators' first-request costs.
  for (let round = 0; round <= RUNS; round++) {
    for (const target of all) {
      const result = await coldStart(target, env);
      if (round > 0) target.samples.push(result);
    }
  }

  const rows: Row[] = plan.map((p) => {
    const floor = targets.get(p.floor)!;
    const floorMedian = median(floor.samples.map((s) => s.totalMs));
    const own = p.own ? targets.get(p.own) : undefined;
    if (!own) {
      return {
        name: `${p.name}: import + first call`,
        floor: { value: floorMedian, unit: 'ms' },
        floorLabel: p.floorLabel,
        goal: { kind: 'ratio', max: RATIO_GOAL },
        note: `not measured: ${p.label} (add one in bench/lib/sample-events.ts)`,
      };
    }
    const importMs = median(own.samples.map((s) => s.importMs));
    const callMs = median(own.samples.map((s) => s.callMs));
    return {
      name: `${p.name}: import + ${p.label}`,
      figure: { value: median(own.samples.map((s) => s.totalMs)), unit: 'ms' },
      floor: { value: floorMedian, unit: 'ms' },
      floorLabel: p.floorLabel,
      goal: { kind: 'ratio', max: RATIO_GOAL },
      note:
        `median of ${own.samples.length}; import ${importMs.toFixed(1)} ms + call ${callMs.toFixed(1)} ms ` +
        `(floor ${median(floor.samples.map((s) => s.importMs)).toFixed(1)} + ` +
        `${median(floor.samples.map((s) => s.callMs)).toFixed(1)} ms); outcome: ${outcomes(own.samples)}; ` +
        `floor outcome: ${outcomes(floor.samples)}; long-term goal ≤ ${LONG_TERM_RATIO}× floor: ` +
        `${median(own.samples.map((s) => s.totalMs)) <= floorMedian * LONG_TERM_RATIO ? 'met' : 'missed'}`,
    };
  });

  return {
    id: 'cold-init',
    title: '2. Lambda cold init',
    method:
      `Per bundle, ${RUNS} fresh \`node\` processes (after one discarded warm-up round), interleaved with the floors: ` +
      'process.hrtime around `import()` of the bundle plus its first call against the local services; the median ' +
      'is reported. An HTTP group is called with an API Gateway v2 event for its cheapest route; the floor calls ' +
      'each of its SDK clients once, concurrently, and loads the other SDK commands the Lambda sends. Node start-up itself is outside both figures.',
    rows,
  };
}

async function coldStart(target: Target, env: NodeJS.ProcessEnv): Promise<ChildResult> {
  const result = await runProcess(process.execPath, [CHILD, target.bundle, target.eventFile], {
    env,
    timeoutMs: 60_000,
  });
  if (result.code !== 0) {
    throw new Error(`cold start of ${target.key} exited ${result.code}: ${result.stderr.slice(-1500)}`);
  }
  return lastJsonLine<ChildResult>(result.stdout);
}

function outcomes(samples: readonly ChildResult[]): string {
  return [...new Set(samples.map((s) => s.outcome))].join(' / ');
}
