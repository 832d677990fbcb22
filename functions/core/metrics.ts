/**
 * Business metrics in CloudWatch's embedded metric format (EMF, decision 076): one JSON line on stdout, the
 * logger's path, which CloudWatch Logs turns into a metric of the `Tenderbox` namespace. No SDK call, no
 * permission beyond writing the Lambda's own log group, a few hundred bytes in a bundle. The operations
 * stack (infra/cdk/operations-stack.ts) graphs every one and alarms on EmailsFailed.
 *
 * Deployed (STAGE=cloud) the lines are always written, whatever LOG_LEVEL says: an operator who quiets the
 * logs keeps the metrics. Locally they are written only at LOG_LEVEL INFO or DEBUG, so `npm start` and the
 * tests stay quiet unless asked.
 */
import { nowMs } from './clock.js';

export const METRICS_NAMESPACE = 'Tenderbox';
/** The one dimension: the installation (its stack prefix), so two installations in one account stay apart. */
export const INSTALLATION_DIMENSION = 'Installation';

/**
 * Each metric, counted where the event happens (docs/operations.md lists them):
 * - BidsReceived: a supplier submitted a bid online (submissions: submitBid, once its receipt is recorded);
 * - Closings: a tender closed at its closing time (the close-project job, once the close is saved);
 * - Openings: a buyer unsealed a closed tender's bids (opening: unsealSubmissions, when it unsealed a part);
 * - Awards: a project was awarded (awards: awardProject, once saved);
 * - EmailsSent, EmailsFailed: SES accepted an email, or refused it or could not be reached (core/email.ts).
 */
export const BUSINESS_METRIC_NAMES = [
  'BidsReceived',
  'Closings',
  'Openings',
  'Awards',
  'EmailsSent',
  'EmailsFailed',
] as const;
export type BusinessMetric = (typeof BUSINESS_METRIC_NAMES)[number];
/** The health heartbeat's count of services down at each run (functions/scheduled/handler.ts), 0 when well. */
export const HEALTH_METRIC = 'ServicesDown';
export type Metric = BusinessMetric | typeof HEALTH_METRIC;

/** One EMF document: the metric's value under its name, the dimension's value under its name. */
export interface EmfDocument {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string; Unit: 'Count' }[];
    }[];
  };
  [member: string]: unknown;
}

export function emfDocument(
  metric: Metric,
  value: number,
  installation: string,
  timestamp: number = nowMs(),
): EmfDocument {
  return {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [[INSTALLATION_DIMENSION]],
          Metrics: [{ Name: metric, Unit: 'Count' }],
        },
      ],
    },
    [INSTALLATION_DIMENSION]: installation,
    [metric]: value,
  };
}

export interface Metrics {
  /** Counts one event (or `value` of them); never throws into the caller. */
  count(metric: Metric, value?: number): void;
}

export function createMetrics(
  source: Readonly<Record<string, string | undefined>>,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Metrics {
  const enabled = source.STAGE === 'cloud' || /^(debug|info)$/i.test(source.LOG_LEVEL?.trim() ?? '');
  const installation = source.INSTALLATION?.trim() || 'local';
  return {
    count: (metric, value = 1) => {
      if (!enabled || !Number.isFinite(value)) return;
      try {
        write(`${JSON.stringify(emfDocument(metric, value, installation))}\n`);
      } catch {
        // A metric lost is better than a bid refused.
      }
    },
  };
}

export const metrics = createMetrics(process.env);
