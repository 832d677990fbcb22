/**
 * The CDK app: seven stacks in dependency order (web front door → data → realtime → workflows → api →
 * schedules → operations: the alarms, their topic and the dashboard, decision 076). `cdk` runs this file
 * (cdk.json); `npm run synth` uses defineTenderbox without the CLI.
 * Environment-agnostic on purpose: no account, region or lookups, so synth needs no credentials.
 */
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildFunctions,
  effectiveSchedules,
  type ScheduleDefinition,
} from '../../scripts/build-functions.js';
import { readConfig, type TenderboxConfig } from './config.js';
import { ApiStack } from './api-stack.js';
import { DataStack } from './data-stack.js';
import { OperationsStack } from './operations-stack.js';
import { ProductFunction } from './product-function.js';
import { RealtimeStack } from './realtime-stack.js';
import { SchedulesStack } from './schedules-stack.js';
import { WebStack } from './web-stack.js';
import { WorkflowsStack } from './workflows-stack.js';

export interface TenderboxStacks {
  config: TenderboxConfig;
  web: WebStack;
  data: DataStack;
  realtime: RealtimeStack;
  workflows: WorkflowsStack;
  api: ApiStack;
  schedules: SchedulesStack;
  operations: OperationsStack;
}

export interface DefineOptions {
  config?: Partial<TenderboxConfig>;
  /** Defaults to the jobs of infra/schedules.ts */
  schedules?: ScheduleDefinition[];
}

export async function defineTenderbox(app: App, options: DefineOptions = {}): Promise<TenderboxStacks> {
  const config = readConfig(app.node, options.config);
  const prefix = config.stackPrefix;
  const schedules = options.schedules ?? (await effectiveSchedules());

  const web = new WebStack(app, `${prefix}-Web`, {
    description: 'Tenderbox front door: CloudFront, SPA bucket, HTTP API endpoint',
    webDistDir: config.webDistDir,
    domainName: config.domainName,
    certificateArn: config.certificateArn,
    logRetention: config.logRetentionDays,
  });
  const data = new DataStack(app, `${prefix}-Data`, {
    description: 'Tenderbox data: DynamoDB table, documents and exports buckets',
    appOrigins: web.appOrigins,
    terminationProtection: true,
  });
  const baseEnvironment = {
    table: data.table,
    documentsBucket: data.documentsBucket,
    exportsBucket: data.exportsBucket,
    mailFrom: config.mailFrom,
    appVersion: config.appVersion,
    appOrigins: web.appOrigins,
    installation: prefix,
  };
  const realtime = new RealtimeStack(app, `${prefix}-Realtime`, {
    description: 'Tenderbox realtime channel: WebSocket API',
    functionsDir: config.functionsDir,
    environment: baseEnvironment,
    logRetention: config.logRetentionDays,
    apiGatewayAccountRole: config.apiGatewayAccountRole,
  });
  const environment = {
    ...baseEnvironment,
    wsManagementEndpoint: realtime.stage.callbackUrl,
    wsPublicUrl: realtime.stage.url,
  };
  const workflows = new WorkflowsStack(app, `${prefix}-Workflows`, {
    description: 'Tenderbox workflows: Step Functions state machines and task Lambdas',
    stackPrefix: prefix,
    functionsDir: config.functionsDir,
    environment,
    logRetention: config.logRetentionDays,
    workflowLogRetention: config.workflowLogRetentionDays,
    webSocketStage: realtime.stage,
  });
  const withWorkflows = { ...environment, stateMachineArns: workflows.stateMachineArns };
  const stateMachines = workflows.stateMachines;
  const api = new ApiStack(app, `${prefix}-Api`, {
    description: 'Tenderbox API: routes and one Lambda per resource group',
    httpApi: web.httpApi,
    functionsDir: config.functionsDir,
    environment: withWorkflows,
    logRetention: config.logRetentionDays,
    webSocketStage: realtime.stage,
    stateMachines,
  });
  const schedulesStack = new SchedulesStack(app, `${prefix}-Schedules`, {
    description: 'Tenderbox scheduled jobs: EventBridge rules and their dead-letter queues',
    schedules,
    functionsDir: config.functionsDir,
    environment: withWorkflows,
    logRetention: config.logRetentionDays,
    webSocketStage: realtime.stage,
    stateMachines,
  });
  const operations = new OperationsStack(app, `${prefix}-Operations`, {
    description: 'Tenderbox operations: alarms, the operators’ alarm topic, the dashboard',
    stackPrefix: prefix,
    alarmEmail: config.alarmEmail,
    httpApi: web.httpApi,
    // Every product Lambda, wherever a stack made it.
    functions: app.node.findAll().filter((c): c is ProductFunction => c instanceof ProductFunction),
    stateMachines,
    rules: schedulesStack.rules,
    deadLetterQueues: schedulesStack.deadLetterQueues,
  });

  Tags.of(app).add('project', 'tenderbox');
  Tags.of(app).add('tenderbox:installation', prefix);
  // Optional at synth (-c tenderbox:nag=true); the infra tests always run the checks.
  if (config.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

  return { config, web, data, realtime, workflows, api, schedules: schedulesStack, operations };
}

async function main(): Promise<void> {
  // The CLI passes cdk.json's context and the output directory through the environment.
  const app = new App();
  // Bundles first: the stacks refer to them as assets.
  const skipBuild: unknown = app.node.tryGetContext('tenderbox:skipBuild');
  if (skipBuild !== true && skipBuild !== 'true') {
    await buildFunctions({ outDir: readConfig(app.node).functionsDir });
  }
  await defineTenderbox(app);
  app.synth();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
