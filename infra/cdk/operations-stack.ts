/**
 * What an operator runs Tenderbox with (decision 076, docs/operations.md): the alarms, the one SNS topic they
 * all send to (KMS-encrypted, an optional email subscription) and the one dashboard. The last stack: it
 * reads the others' resources by weak cross-stack references (cdk.json) and nothing refers back to it, so
 * its thresholds change, or it is deployed again, without touching the product.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import {
  BUSINESS_METRIC_NAMES,
  HEALTH_METRIC,
  INSTALLATION_DIMENSION,
  METRICS_NAMESPACE,
  type Metric,
} from '../../functions/core/metrics.js';
import type { DeadLetterQueue } from './dead-letter-queue.js';
import type { ProductFunction } from './product-function.js';

/** Every alarm looks at five-minute periods. */
export const ALARM_PERIOD = Duration.minutes(5);
/** The API's 5xx alarm: this share of the requests, in percent… */
export const API_5XX_RATE_PERCENT = 5;
/** …counted once this many requests came in a period; below it, this many 5xx answers alarm on their own. */
export const API_5XX_MIN_REQUESTS = 20;
export const API_5XX_LOW_TRAFFIC_COUNT = 5;
/** The API's latency alarm: p99 above this, three periods in a row. */
export const API_P99_LATENCY_MS = 5000;

export interface OperationsStackProps extends StackProps {
  stackPrefix: string;
  /** Subscribed to the alarm topic when given */
  alarmEmail?: string;
  httpApi: apigwv2.IHttpApi;
  /** Every product Lambda */
  functions: readonly ProductFunction[];
  /** Workflow name → state machine */
  stateMachines: ReadonlyMap<string, sfn.IStateMachine>;
  /** Schedule name → its EventBridge rule */
  rules: ReadonlyMap<string, events.IRule>;
  /** Every dead-letter queue, by what it serves */
  deadLetterQueues: ReadonlyMap<string, DeadLetterQueue>;
}

interface AlarmSpec {
  /** After the prefix: `lambda-auth-errors` */
  name: string;
  /** What it means; the description adds where docs/operations.md says what to do */
  meaning: string;
  /** The heading of docs/operations.md that covers it */
  section: string;
  metric: cloudwatch.IMetric;
  threshold: number;
  evaluationPeriods?: number;
}

export class OperationsStack extends Stack {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly prefix: string;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    this.prefix = props.stackPrefix;

    // CloudWatch publishes to an encrypted topic only with a key whose policy lets it: not SNS's AWS-managed key.
    const key = new kms.Key(this, 'AlarmTopicKey', {
      description: `${props.stackPrefix}: encrypts the operators' alarm topic`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      topicName: `${props.stackPrefix}-alarms`,
      displayName: `${props.stackPrefix} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);

    // ---- the HTTP API ---------------------------------------------------------------------------
    const api = props.httpApi;
    const requests = api.metricCount({ period: ALARM_PERIOD, statistic: 'Sum', label: 'requests' });
    const serverErrors = api.metricServerError({ period: ALARM_PERIOD, statistic: 'Sum', label: '5xx' });
    const clientErrors = api.metricClientError({ period: ALARM_PERIOD, statistic: 'Sum', label: '4xx' });
    const serverErrorRate = new cloudwatch.MathExpression({
      expression:
        `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * FILL(errors, 0) / requests, ` +
        `IF(FILL(errors, 0) >= ${API_5XX_LOW_TRAFFIC_COUNT}, 100, 0))`,
      usingMetrics: { requests, errors: serverErrors },
      period: ALARM_PERIOD,
      label: '5xx, % of requests',
    });
    const latency = (statistic: string) =>
      api.metricLatency({ period: ALARM_PERIOD, statistic, label: `latency ${statistic}` });
    const apiAlarms = [
      this.alarm('api-5xx', {
        name: 'api-5xx-rate',
        meaning:
          `The HTTP API answered 5xx to ${API_5XX_RATE_PERCENT}% or more of the requests in 5 minutes (or, under ` +
          `${API_5XX_MIN_REQUESTS} requests, ${API_5XX_LOW_TRAFFIC_COUNT} or more 5xx): an unhandled error or a timeout.`,
        section: 'api-5xx-rate',
        metric: serverErrorRate,
        threshold: API_5XX_RATE_PERCENT,
      }),
      this.alarm('api-latency', {
        name: 'api-latency-p99',
        meaning: `The HTTP API's p99 latency was above ${API_P99_LATENCY_MS} ms for 15 minutes.`,
        section: 'api-latency-p99',
        metric: latency('p99'),
        threshold: API_P99_LATENCY_MS,
        evaluationPeriods: 3,
      }),
    ];

    // ---- every product Lambda ----------------------------------------------------------------------
    const seen = new Set<string>();
    for (const fn of props.functions) {
      if (seen.has(fn.bundle)) throw new Error(`Two product Lambdas are named ${fn.bundle}`);
      seen.add(fn.bundle);
      this.alarm(`${fn.bundle}-errors`, {
        name: `lambda-${fn.bundle}-errors`,
        meaning: `The ${fn.bundle} Lambda failed (threw out of its handler, timed out or ran out of memory).`,
        section: 'lambda-errors',
        metric: fn.function.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
        threshold: 1,
      });
      this.alarm(`${fn.bundle}-throttles`, {
        name: `lambda-${fn.bundle}-throttles`,
        meaning: `The ${fn.bundle} Lambda was throttled: the account's concurrency was used up.`,
        section: 'lambda-throttles',
        metric: fn.function.metricThrottles({ period: ALARM_PERIOD, statistic: 'Sum' }),
        threshold: 1,
      });
    }

    // ---- the state machines: workflows and one-time jobs --------------------------------------------
    const machineAlarms = [...props.stateMachines].map(([name, machine]) =>
      this.alarm(`${name}-failed`, {
        name: `states-${name}-failed`,
        meaning: name.startsWith('job-')
          ? `A one-time job ${name.slice('job-'.length)} failed after its retries: what it was to do is not done.`
          : `An execution of the ${name} workflow failed.`,
        section: 'state-machine-failed',
        metric: machine.metricFailed({ period: ALARM_PERIOD, statistic: 'Sum' }),
        threshold: 1,
      }),
    );

    // ---- the recurring jobs and their dead-letter queues --------------------------------------------
    const ruleAlarms = [...props.rules].map(([name, rule]) =>
      this.alarm(`${name}-failed-invocations`, {
        name: `schedule-${name}-failed-invocations`,
        meaning: `EventBridge could not invoke the ${name} schedule's target, nor keep the event in its dead-letter queue.`,
        section: 'schedule-failed-invocations',
        metric: new cloudwatch.Metric({
          namespace: 'AWS/Events',
          metricName: 'FailedInvocations',
          dimensionsMap: { RuleName: rule.ruleName },
          period: ALARM_PERIOD,
          statistic: 'Sum',
        }),
        threshold: 1,
      }),
    );
    const depth = (name: string, dlq: DeadLetterQueue) =>
      dlq.queue.metricApproximateNumberOfMessagesVisible({
        period: ALARM_PERIOD,
        statistic: 'Maximum',
        label: name,
      });
    const queueAlarms = [...props.deadLetterQueues].map(([name, dlq]) =>
      this.alarm(`${name}-dlq`, {
        name: `dlq-${name}`,
        meaning: `A message is waiting in the dead-letter queue of ${dlq.purpose}.`,
        section: 'dead-letter-queue',
        metric: depth(name, dlq),
        threshold: 1,
      }),
    );

    // ---- the business metrics (functions/core/metrics.ts) -------------------------------------------
    const business = (metric: Metric, period = ALARM_PERIOD, statistic = 'Sum') =>
      new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName: metric,
        dimensionsMap: { [INSTALLATION_DIMENSION]: props.stackPrefix },
        period,
        statistic,
        label: metric,
      });
    const emailAlarm = this.alarm('emails-failed', {
      name: 'emails-failed',
      meaning: 'An email was not sent: SES refused it or could not be reached (a receipt, a notice, a link).',
      section: 'emails-failed',
      metric: business('EmailsFailed'),
      threshold: 1,
    });
    const healthAlarm = this.alarm('services-down', {
      name: 'health-services-down',
      meaning:
        'The health heartbeat (every 5 minutes) found a service down (the table, a bucket, SES, Step Functions ' +
        'or the WebSocket API) twice in a row.',
      section: 'health-services-down',
      metric: business(HEALTH_METRIC, ALARM_PERIOD, 'Maximum'),
      threshold: 1,
      evaluationPeriods: 2,
    });

    // ---- the dashboard ------------------------------------------------------------------------------
    const hourly = Duration.hours(1);
    const lambdaGraph = (title: string, metric: (fn: ProductFunction) => cloudwatch.IMetric) =>
      new cloudwatch.GraphWidget({
        title,
        width: 12,
        height: 8,
        left: props.functions.map(metric),
        legendPosition: cloudwatch.LegendPosition.RIGHT,
      });
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${props.stackPrefix}-operations`,
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new cloudwatch.TextWidget({
            markdown:
              `# ${props.stackPrefix}\nWhat each alarm means and what to do: **docs/operations.md** in the ` +
              'Tenderbox repository. Lambda logs: CloudWatch Logs, one group per Lambda.',
            width: 8,
            height: 6,
          }),
          new cloudwatch.AlarmStatusWidget({
            title: 'Alarms (API, jobs, dead-letter queues, emails)',
            alarms: [...apiAlarms, ...machineAlarms, ...ruleAlarms, ...queueAlarms, emailAlarm, healthAlarm],
            width: 16,
            height: 6,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'HTTP API: requests and errors',
            width: 8,
            left: [requests, clientErrors, serverErrors],
            right: [serverErrorRate],
          }),
          new cloudwatch.GraphWidget({
            title: 'HTTP API: latency (ms)',
            width: 8,
            left: [latency('p50'), latency('p90'), latency('p99')],
          }),
          new cloudwatch.GraphWidget({
            title: 'Dead-letter queues: messages waiting; services down',
            width: 8,
            left: [...props.deadLetterQueues].map(([name, dlq]) => depth(name, dlq)),
            right: [business(HEALTH_METRIC, ALARM_PERIOD, 'Maximum')],
          }),
        ],
        [
          lambdaGraph('Lambda errors', (fn) =>
            fn.function.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum', label: fn.bundle }),
          ),
          lambdaGraph('Lambda throttles', (fn) =>
            fn.function.metricThrottles({ period: ALARM_PERIOD, statistic: 'Sum', label: fn.bundle }),
          ),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'State machines: failed executions',
            width: 12,
            left: [...props.stateMachines].map(([name, machine]) =>
              machine.metricFailed({ period: ALARM_PERIOD, statistic: 'Sum', label: name }),
            ),
            legendPosition: cloudwatch.LegendPosition.RIGHT,
          }),
          new cloudwatch.GraphWidget({
            title: 'Schedules: failed invocations',
            width: 12,
            left: ruleAlarms.map((alarm) => alarm.metric),
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Tenders (per hour)',
            width: 12,
            left: BUSINESS_METRIC_NAMES.filter((m) => !m.startsWith('Emails')).map((m) =>
              business(m, hourly),
            ),
          }),
          new cloudwatch.GraphWidget({
            title: 'Emails (per hour)',
            width: 12,
            left: [business('EmailsSent', hourly)],
            right: [business('EmailsFailed', hourly)],
          }),
        ],
      ],
    });
  }

  private alarm(id: string, spec: AlarmSpec): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, `alarm-${id}`, {
      alarmName: `${this.prefix}-${spec.name}`,
      alarmDescription: `${spec.meaning} What to do: docs/operations.md, "${spec.section}".`,
      metric: spec.metric,
      threshold: spec.threshold,
      evaluationPeriods: spec.evaluationPeriods ?? 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data is no requests, no runs, no messages: nothing wrong.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    // OK as well as ALARM: the operator learns that it is over.
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }
}
