import { afterEach, describe, expect, it } from 'vitest';
import { nowMs } from './clock.js';
import {
  BUSINESS_METRIC_NAMES,
  createMetrics,
  HEALTH_METRIC,
  emfDocument,
  INSTALLATION_DIMENSION,
  METRICS_NAMESPACE,
  type Metric,
} from './metrics.js';

function capture(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const metrics = createMetrics(env, (line) => lines.push(line));
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { metrics, lines, parsed };
}

/**
 * The embedded metric format's rules (CloudWatch's specification): a root object with `_aws`, whose
 * Timestamp is epoch milliseconds and whose CloudWatchMetrics directives each name a namespace, dimension
 * sets of at most 30 keys that are string members of the root, and metrics with a name (1-1024 characters)
 * whose value is a number member of the root and a standard unit.
 */
function expectValidEmf(document: Record<string, unknown>): void {
  const aws = document._aws as {
    Timestamp: unknown;
    CloudWatchMetrics: {
      Namespace: unknown;
      Dimensions: unknown[][];
      Metrics: { Name: unknown; Unit?: unknown }[];
    }[];
  };
  expect(aws).toBeTypeOf('object');
  expect(Number.isInteger(aws.Timestamp)).toBe(true);
  expect(aws.Timestamp as number).toBeGreaterThan(1_500_000_000_000);
  expect(Array.isArray(aws.CloudWatchMetrics)).toBe(true);
  expect(aws.CloudWatchMetrics.length).toBeGreaterThan(0);
  for (const directive of aws.CloudWatchMetrics) {
    expect(Object.keys(directive).sort()).toEqual(['Dimensions', 'Metrics', 'Namespace']);
    expect(directive.Namespace).toMatch(/^[^:]{1,255}$/);
    expect(Array.isArray(directive.Dimensions)).toBe(true);
    for (const set of directive.Dimensions) {
      expect(set.length).toBeLessThanOrEqual(30);
      for (const key of set) {
        expect(key).toBeTypeOf('string');
        expect(document[key as string]).toBeTypeOf('string');
      }
    }
    expect(directive.Metrics.length).toBeGreaterThan(0);
    expect(directive.Metrics.length).toBeLessThanOrEqual(100);
    for (const metric of directive.Metrics) {
      expect(metric.Name).toMatch(/^.{1,1024}$/);
      expect(document[metric.Name as string]).toBeTypeOf('number');
      expect(metric.Unit).toBe('Count');
    }
  }
}

afterEach(() => {
  globalThis.tenderboxLocalClock = undefined;
});

describe('business metrics in EMF', () => {
  it.each<Metric>([...BUSINESS_METRIC_NAMES, HEALTH_METRIC])(
    'writes %s as one valid EMF line on the logger’s stdout path',
    (name) => {
      const { metrics, lines, parsed } = capture({ STAGE: 'cloud', INSTALLATION: 'Tenderbox' });
      metrics.count(name);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\{[^\n]*\}\n$/);
      const [document] = parsed();
      expectValidEmf(document!);
      expect(document).toEqual({
        _aws: {
          Timestamp: expect.any(Number),
          CloudWatchMetrics: [
            {
              Namespace: METRICS_NAMESPACE,
              Dimensions: [[INSTALLATION_DIMENSION]],
              Metrics: [{ Name: name, Unit: 'Count' }],
            },
          ],
        },
        Installation: 'Tenderbox',
        [name]: 1,
      });
    },
  );

  it('counts a value, and stamps the time from the server’s clock (functions/core/clock.ts)', () => {
    const { metrics, parsed } = capture({ STAGE: 'cloud', INSTALLATION: 'Tenderbox' });
    const before = nowMs();
    metrics.count('EmailsSent', 3);
    // A zero is a value too: the heartbeat's ServicesDown when all is well.
    metrics.count(HEALTH_METRIC, 0);
    // A moved clock (the local runtime's, decision 074) is the one the metric is stamped with.
    globalThis.tenderboxLocalClock = { offsetMs: () => 86_400_000 };
    metrics.count('EmailsSent');
    const [first, zero, moved] = parsed() as { _aws: { Timestamp: number }; EmailsSent: number }[];
    expect(first!.EmailsSent).toBe(3);
    expect(zero).toMatchObject({ ServicesDown: 0 });
    expect(first!._aws.Timestamp).toBeGreaterThanOrEqual(before);
    expect(first!._aws.Timestamp).toBeLessThanOrEqual(nowMs());
    expect(moved!._aws.Timestamp - first!._aws.Timestamp).toBeGreaterThanOrEqual(86_400_000);
    expect(emfDocument('Awards', 1, 'X', 1_800_000_000_000)._aws.Timestamp).toBe(1_800_000_000_000);
  });

  it('writes on AWS whatever LOG_LEVEL says, locally only at INFO or DEBUG', () => {
    const quieted = capture({ STAGE: 'cloud', LOG_LEVEL: 'ERROR', INSTALLATION: 'T' });
    quieted.metrics.count('Closings');
    expect(quieted.lines).toHaveLength(1);
    for (const [env, written] of [
      [{ STAGE: 'local', LOG_LEVEL: 'WARN' }, 0],
      [{ STAGE: 'test' }, 0],
      [{}, 0],
      [{ STAGE: 'local', LOG_LEVEL: 'info' }, 1],
      [{ STAGE: 'test', LOG_LEVEL: 'DEBUG' }, 1],
    ] as const) {
      const local = capture(env);
      local.metrics.count('Openings');
      expect(local.lines, JSON.stringify(env)).toHaveLength(written);
    }
    // Without an installation (the local runtime), the dimension says so.
    const local = capture({ LOG_LEVEL: 'INFO' });
    local.metrics.count('Awards');
    expect(local.parsed()[0]!.Installation).toBe('local');
  });

  it('never throws into the caller, and skips a value that is not a number', () => {
    const broken = createMetrics({ STAGE: 'cloud' }, () => {
      throw new Error('EPIPE');
    });
    expect(() => broken.count('BidsReceived')).not.toThrow();
    const { metrics, lines } = capture({ STAGE: 'cloud' });
    metrics.count('BidsReceived', Number.NaN);
    metrics.count('BidsReceived', Number.POSITIVE_INFINITY);
    expect(lines).toEqual([]);
  });
});
