/**
 * EventBridge rules from infra/schedules.ts, each invoking its own scheduled Lambda (<group>-<module>).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { moduleFunctionName, type ScheduleDefinition } from '../../scripts/build-functions.js';
import { grantDeclaredAccess } from './access-grants.js';
import { ProductFunction, productEnvironment, type ProductEnvironment } from './product-function.js';

export interface SchedulesStackProps extends StackProps {
  schedules: ScheduleDefinition[];
  functionsDir: string;
  environment: ProductEnvironment;
  webSocketStage: WebSocketStage;
  /** Workflow name → state machine */
  stateMachines: ReadonlyMap<string, IStateMachine>;
}

/** `rate(...)`/`cron(...)` pass through; a bare `1 day` becomes `rate(1 day)`. */
export function scheduleExpression(rate: string): events.Schedule {
  const trimmed = rate.trim();
  return events.Schedule.expression(/^(rate|cron)\(/.test(trimmed) ? trimmed : `rate(${trimmed})`);
}

export class SchedulesStack extends Stack {
  readonly rules = new Map<string, events.Rule>();

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);
    if (props.schedules.length === 0) throw new Error('The schedules stack needs at least one schedule');

    const functions = new Map<string, ProductFunction>();
    for (const schedule of props.schedules) {
      const name = moduleFunctionName(schedule.group, schedule.module);
      let fn = functions.get(name);
      if (!fn) {
        fn = new ProductFunction(this, name, {
          bundle: name,
          functionsDir: props.functionsDir,
          description: `Tenderbox scheduled job ${schedule.group}/${schedule.module}`,
          environment: productEnvironment(props.environment),
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
        functions.set(name, fn);
      }
      const rule = new events.Rule(this, `rule-${schedule.name}`, {
        description: schedule.description,
        schedule: scheduleExpression(schedule.rate),
      });
      rule.addTarget(
        new targets.LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
      );
      this.rules.set(schedule.name, rule);
    }
  }
}
