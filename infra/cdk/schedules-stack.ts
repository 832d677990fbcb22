/**
 * EventBridge rules from infra/schedules.ts, each invoking its own scheduled Lambda (<group>-<module>).
 * EventBridge invokes it asynchronously: an event it cannot deliver, and a run that still fails after
 * Lambda's own retries, land in the Lambda's dead-letter queue (decision 076).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { moduleFunctionName, type ScheduleDefinition } from '../../scripts/build-functions.js';
import { grantDeclaredAccess } from './access-grants.js';
import { DeadLetterQueue } from './dead-letter-queue.js';
import { ProductFunction, productEnvironment, type ProductEnvironment } from './product-function.js';

export interface SchedulesStackProps extends StackProps {
  schedules: ScheduleDefinition[];
  functionsDir: string;
  environment: ProductEnvironment;
  /** The Lambdas' log retention (tenderbox:logRetentionDays) */
  logRetention: RetentionDays;
  webSocketStage: WebSocketStage;
  /** Workflow name → state machine */
  stateMachines: ReadonlyMap<string, IStateMachine>;
}

/** `rate(...)`/`cron(...)` pass through; a bare `1 day` becomes `rate(1 day)`. */
export function scheduleExpression(rate: string): events.Schedule {
  const trimmed = rate.trim();
  return events.Schedule.expression(/^(rate|cron)\(/.test(trimmed) ? trimmed : `rate(${trimmed})`);
}

/** Retries of an asynchronous run, by EventBridge (delivery) and by Lambda (a run that threw), and for how long. */
const ASYNC_RETRIES = { retryAttempts: 2, maxEventAge: Duration.hours(1) };

export class SchedulesStack extends Stack {
  readonly rules = new Map<string, events.Rule>();
  /** Keyed by the scheduled Lambda's name (`<group>-<module>`) */
  readonly deadLetterQueues = new Map<string, DeadLetterQueue>();

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);
    if (props.schedules.length === 0) throw new Error('The schedules stack needs at least one schedule');

    const functions = new Map<string, ProductFunction>();
    for (const schedule of props.schedules) {
      const name = moduleFunctionName(schedule.group, schedule.module);
      let fn = functions.get(name);
      let dlq = this.deadLetterQueues.get(name);
      if (!fn || !dlq) {
        fn = new ProductFunction(this, name, {
          bundle: name,
          functionsDir: props.functionsDir,
          description: `Tenderbox scheduled job ${schedule.group}/${schedule.module}`,
          environment: productEnvironment(props.environment),
          logRetention: props.logRetention,
          // Housekeeping walks tenants page by page; give it more than an API request gets.
          timeout: Duration.minutes(5),
        });
        grantDeclaredAccess(fn, {
          table: props.environment.table,
          documentsBucket: props.environment.documentsBucket,
          exportsBucket: props.environment.exportsBucket,
          mailFrom: props.environment.mailFrom,
          stateMachines: props.stateMachines,
          webSocketStage: props.webSocketStage,
        });
        // One queue per scheduled Lambda: its rules' undelivered events and its failed runs.
        dlq = new DeadLetterQueue(this, `${name}-dlq`, {
          queueName: `${this.stackName}-${name}-dlq`,
          purpose: `the scheduled job ${name}: events EventBridge could not deliver, runs that failed every retry`,
        });
        fn.function.configureAsyncInvoke({
          ...ASYNC_RETRIES,
          onFailure: new destinations.SqsDestination(dlq.queue),
        });
        functions.set(name, fn);
        this.deadLetterQueues.set(name, dlq);
      }
      const rule = new events.Rule(this, `rule-${schedule.name}`, {
        description: schedule.description,
        schedule: scheduleExpression(schedule.rate),
      });
      rule.addTarget(
        new targets.LambdaFunction(fn.function, { ...ASYNC_RETRIES, deadLetterQueue: dlq.queue }),
      );
      this.rules.set(schedule.name, rule);
    }
  }
}
