/**
 * One state machine per entry of infra/workflows/index.ts, from the same ASL file the local runtime runs;
 * that includes one `job-<name>` machine per one-time job of infra/schedules.ts (docs/decisions/023).
 * Each ${Placeholder} of the ASL becomes the ARN of its task Lambda through definitionSubstitutions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { acknowledge, allowWildcards } from './nag.js';
import { workflows, type WorkflowDefinition } from '../workflows/index.js';
import { moduleFunctionName } from '../../scripts/build-functions.js';
import { ROOT } from './config.js';
import { grantDeclaredAccess } from './access-grants.js';
import { ProductFunction, productEnvironment, type ProductEnvironment } from './product-function.js';

export interface WorkflowsStackProps extends StackProps {
  stackPrefix: string;
  functionsDir: string;
  environment: ProductEnvironment;
  /** The task Lambdas' log retention (tenderbox:logRetentionDays) */
  logRetention: logs.RetentionDays;
  /** The state machines' execution logs' retention (tenderbox:workflowLogRetentionDays) */
  workflowLogRetention: logs.RetentionDays;
  webSocketStage: WebSocketStage;
  /** Defaults to infra/workflows/index.ts */
  workflows?: readonly WorkflowDefinition[];
}

/**
 * Task Lambdas that outrun the default 29 s: the submissions export streams every opened bid's files into
 * one zip (decision 058), gigabytes at S3's pace, so it gets Lambda's 15 minutes.
 */
const TASK_TIMEOUTS: Readonly<Record<string, Duration>> = {
  'exports-submissions-export-job': Duration.minutes(15),
};

export class WorkflowsStack extends Stack {
  /** Keyed by workflow name */
  readonly stateMachines = new Map<string, sfn.StateMachine>();
  /** Keyed by `<group>-<module>` */
  readonly taskFunctions = new Map<string, ProductFunction>();
  /** The workflow envVar → state machine ARN, for the Lambdas that start them */
  readonly stateMachineArns: Record<string, string> = {};

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);

    for (const workflow of props.workflows ?? workflows) {
      const substitutions: Record<string, string> = {};
      const machineTasks: ProductFunction[] = [];
      for (const [placeholder, task] of Object.entries(workflow.substitutions)) {
        const taskFn = this.taskFunction(task.group, task.module, props);
        substitutions[placeholder] = taskFn.function.functionArn;
        machineTasks.push(taskFn);
      }

      // Vended-logs prefix: Step Functions then needs no per-group resource policy entry.
      const logGroup = new logs.LogGroup(this, `${workflow.name}-logs`, {
        logGroupName: `/aws/vendedlogs/states/${props.stackPrefix}-${workflow.name}`,
        retention: props.workflowLogRetention,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      const machine = new sfn.StateMachine(this, workflow.name, {
        stateMachineName: `${props.stackPrefix}-${workflow.name}`,
        stateMachineType: sfn.StateMachineType.STANDARD,
        // The ASL is inlined (not an S3 asset) so the template shows exactly what runs.
        definitionBody: sfn.DefinitionBody.fromString(
          readFileSync(join(ROOT, 'infra', 'workflows', workflow.file), 'utf8'),
        ),
        definitionSubstitutions: substitutions,
        logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: true },
        tracingEnabled: true,
      });
      for (const taskFn of new Set(machineTasks)) taskFn.function.grantInvoke(machine);
      this.stateMachines.set(workflow.name, machine);
      this.stateMachineArns[workflow.envVar] = machine.stateMachineArn;

      acknowledge(machine, [
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason:
            'Step Functions log delivery (logs:CreateLogDelivery and friends) and X-Ray support no resource-level ' +
            'permissions.',
        },
      ]);
      allowWildcards(
        machine,
        [...new Set(machineTasks)].map((taskFn) => ({
          resource: `${taskFn.function.functionArn}:*`,
          reason:
            'lambda:InvokeFunction on <task function>:* lets the machine invoke the function’s versions and aliases.',
        })),
      );
    }
    // Granted once every machine exists: a job's Lambda may cancel another job's schedules (StopExecution on
    // that machine's executions, decision 034). It is given no machine ARN, so no machine refers back to it.
    for (const taskFn of this.taskFunctions.values()) {
      grantDeclaredAccess(taskFn, {
        table: props.environment.table,
        documentsBucket: props.environment.documentsBucket,
        exportsBucket: props.environment.exportsBucket,
        mailFrom: props.environment.mailFrom,
        webSocketStage: props.webSocketStage,
        stateMachines: this.stateMachines,
      });
    }
  }

  private taskFunction(group: string, module: string, props: WorkflowsStackProps): ProductFunction {
    const name = moduleFunctionName(group, module);
    const existing = this.taskFunctions.get(name);
    if (existing) return existing;
    // Task Lambdas get no state machine ARNs: a machine refers to its task's ARN, so the reverse would cycle.
    const fn = new ProductFunction(this, name, {
      bundle: name,
      functionsDir: props.functionsDir,
      description: `Tenderbox workflow task ${group}/${module}`,
      ...(TASK_TIMEOUTS[name] ? { timeout: TASK_TIMEOUTS[name] } : {}),
      environment: productEnvironment({ ...props.environment, stateMachineArns: {} }),
      logRetention: props.logRetention,
    });
    this.taskFunctions.set(name, fn);
    return fn;
  }
}
