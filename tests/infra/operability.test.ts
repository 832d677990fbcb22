/**
 * An app an operator can run (decision 076, docs/operations.md): alarms on the API, every product Lambda,
 * every state machine, every schedule and dead-letter queue, all sent to one encrypted topic; a DLQ behind
 * every schedule target and asynchronous invocation; one dashboard; a retention on every log group.
 */
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRIC_NAMES, HEALTH_METRIC, METRICS_NAMESPACE } from '../../functions/core/metrics.js';
import { readConfig } from '../../infra/cdk/config.js';
import { DeadLetterQueue } from '../../infra/cdk/dead-letter-queue.js';
import { OperationsStack } from '../../infra/cdk/operations-stack.js';
import { ProductFunction } from '../../infra/cdk/product-function.js';
import { resourcesOf, synthTenderbox, type SynthesisedApp } from './support/tenderbox-app.js';

let synth: SynthesisedApp;
beforeAll(async () => {
  synth = await synthTenderbox();
});

interface MetricRef {
  Namespace: string;
  MetricName: string;
  Dimensions?: { Name: string; Value: unknown }[];
}
type Resource = { Properties: Record<string, unknown> };

const everyTemplate = () => Object.values(synth.templates);
const everyResourceOf = (type: string): [string, Resource, Template][] =>
  everyTemplate().flatMap((template) =>
    Object.entries(resourcesOf(template, type)).map(([id, r]): [string, Resource, Template] => [
      id,
      r,
      template,
    ]),
  );
const productFunctions = () =>
  synth.app.node.findAll().filter((c): c is ProductFunction => c instanceof ProductFunction);
const alarms = () => Object.values(resourcesOf(synth.templates.operations, 'AWS::CloudWatch::Alarm'));

/** The metrics an alarm watches: its own, or those of its math expression. */
function metricsOf(alarm: Resource): MetricRef[] {
  const p = alarm.Properties;
  if (p.MetricName) return [p as unknown as MetricRef];
  return ((p.Metrics ?? []) as { MetricStat?: { Metric: MetricRef } }[]).flatMap((m) =>
    m.MetricStat ? [m.MetricStat.Metric] : [],
  );
}

/** The alarms on `metric` of `namespace` whose dimension `name` is `value` (as the operations stack sees it). */
function alarmsOn(namespace: string, metric: string, name: string, value: unknown): Resource[] {
  const wanted = JSON.stringify(value);
  return alarms().filter((alarm) =>
    metricsOf(alarm).some(
      (m) =>
        m.Namespace === namespace &&
        m.MetricName === metric &&
        (m.Dimensions ?? []).some((d) => d.Name === name && JSON.stringify(d.Value) === wanted),
    ),
  );
}

/** A value of another stack as the operations stack reads it (a weak cross-stack reference). */
const inOperations = (value: string) => synth.operations.resolve(value) as unknown;

const logicalIdOf = (element: unknown) => {
  const cfn = element as CfnElement;
  return Stack.of(cfn).getLogicalId(cfn);
};

describe('the alarms', () => {
  it('watch every product Lambda: one errors alarm and one throttles alarm each', () => {
    const functions = productFunctions();
    // Every Lambda the product deploys (its configuration marks it) is a ProductFunction the walk finds.
    const deployed = everyResourceOf('AWS::Lambda::Function').filter(
      ([, fn]) =>
        (fn.Properties.Environment as { Variables?: Record<string, string> } | undefined)?.Variables
          ?.STAGE === 'cloud',
    );
    expect(functions.length).toBeGreaterThanOrEqual(30);
    expect(deployed).toHaveLength(functions.length);
    for (const fn of functions) {
      const name = inOperations(fn.function.functionName);
      expect(JSON.stringify(name), fn.bundle).toContain('Fn::GetStackOutput');
      expect(alarmsOn('AWS/Lambda', 'Errors', 'FunctionName', name), fn.bundle).toHaveLength(1);
      expect(alarmsOn('AWS/Lambda', 'Throttles', 'FunctionName', name), fn.bundle).toHaveLength(1);
    }
  });

  it('watch every state machine (workflows and one-time jobs) for failed executions', () => {
    expect(synth.workflows.stateMachines.size).toBeGreaterThanOrEqual(10);
    for (const [name, machine] of synth.workflows.stateMachines) {
      const arn = inOperations(machine.stateMachineArn);
      const [alarm, ...more] = alarmsOn('AWS/States', 'ExecutionsFailed', 'StateMachineArn', arn);
      expect(alarm, name).toBeDefined();
      expect(more).toEqual([]);
      expect(alarm!.Properties).toMatchObject({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
  });

  it('watch the HTTP API’s 5xx rate and latency', () => {
    const apiId = inOperations(synth.web.httpApi.apiId);
    const rate = alarmsOn('AWS/ApiGateway', '5xx', 'ApiId', apiId);
    expect(rate).toHaveLength(1);
    // A rate: 5xx over the requests, from the same API.
    expect(alarmsOn('AWS/ApiGateway', 'Count', 'ApiId', apiId)).toEqual(rate);
    expect(JSON.stringify(rate[0]!.Properties.Metrics)).toMatch(/100 \* FILL\(errors, 0\) \/ requests/);
    const latency = alarmsOn('AWS/ApiGateway', 'Latency', 'ApiId', apiId);
    expect(latency).toHaveLength(1);
    expect(latency[0]!.Properties).toMatchObject({ EvaluationPeriods: 3 });
    expect(JSON.stringify(latency[0]!.Properties)).toMatch(/"(ExtendedStatistic|Stat)":"p99"/);
  });

  it('watch every recurring schedule’s failed invocations, the emails that failed and the services the heartbeat finds down', () => {
    const rules = [...synth.schedules.rules];
    expect(rules.length).toBeGreaterThan(0);
    for (const [name, rule] of rules)
      expect(
        alarmsOn('AWS/Events', 'FailedInvocations', 'RuleName', inOperations(rule.ruleName)),
        name,
      ).toHaveLength(1);
    expect(
      alarmsOn(METRICS_NAMESPACE, 'EmailsFailed', 'Installation', synth.config.stackPrefix),
    ).toHaveLength(1);
    const [down, ...more] = alarmsOn(
      METRICS_NAMESPACE,
      HEALTH_METRIC,
      'Installation',
      synth.config.stackPrefix,
    );
    expect(more).toEqual([]);
    expect(down!.Properties).toMatchObject({ Threshold: 1, EvaluationPeriods: 2 });
    expect(JSON.stringify(down!.Properties)).toMatch(/"(Statistic|Stat)":"Maximum"/);
  });

  it('all send to the one operators’ topic, when they fire and when they are over; the topic is encrypted with a rotated key CloudWatch may use', () => {
    const topics = resourcesOf(synth.templates.operations, 'AWS::SNS::Topic');
    const [topicId, topic] = Object.entries(topics)[0]!;
    expect(Object.keys(topics)).toHaveLength(1);
    expect(alarms().length).toBeGreaterThanOrEqual(2 * productFunctions().length + 10);
    for (const alarm of alarms()) {
      expect(alarm.Properties.AlarmActions, String(alarm.Properties.AlarmName)).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions, String(alarm.Properties.AlarmName)).toEqual([{ Ref: topicId }]);
      expect(String(alarm.Properties.AlarmDescription)).toContain('docs/operations.md');
      expect(String(alarm.Properties.AlarmName)).toMatch(new RegExp(`^${synth.config.stackPrefix}-`));
    }
    // Not one alarm anywhere else: the product stacks carry none.
    for (const [name, template] of Object.entries(synth.templates))
      if (name !== 'operations') template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    const keyId = (topic.Properties.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const key = resourcesOf(synth.templates.operations, 'AWS::KMS::Key')[keyId]!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const statements = (key.Properties.KeyPolicy as { Statement: { Principal?: unknown; Action: unknown }[] })
      .Statement;
    expect(
      statements.find((s) => JSON.stringify(s.Principal).includes('cloudwatch.amazonaws.com'))?.Action,
    ).toEqual(['kms:Decrypt', 'kms:GenerateDataKey*']);
    synth.templates.operations.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: [
          {
            Effect: 'Deny',
            Action: 'sns:Publish',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          },
        ],
      },
    });
    // No address configured (cdk.json): no subscription.
    synth.templates.operations.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('subscribe the configured operator’s address to the topic', () => {
    const app = new App();
    const api = new apigwv2.HttpApi(new Stack(app, 'Front'), 'Api');
    const stack = new OperationsStack(app, 'Ops', {
      stackPrefix: 'Probe',
      alarmEmail: 'ops@agency.example',
      httpApi: api,
      functions: [],
      stateMachines: new Map(),
      rules: new Map(),
      deadLetterQueues: new Map(),
    });
    Template.fromStack(stack).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@agency.example',
      TopicArn: { Ref: logicalIdOf(stack.topic.node.defaultChild) },
    });
  });
});

describe('the dead-letter queues', () => {
  const queues = () =>
    synth.app.node.findAll().filter((c): c is DeadLetterQueue => c instanceof DeadLetterQueue);
  const queueByArn = (arn: unknown) => {
    const id = (arn as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0];
    return queues().find((q) => logicalIdOf(q.queue.node.defaultChild) === id);
  };
  const hasAlarm = (queue: DeadLetterQueue) =>
    alarmsOn(
      'AWS/SQS',
      'ApproximateNumberOfMessagesVisible',
      'QueueName',
      inOperations(queue.queue.queueName),
    ).length === 1;

  it('stand behind every schedule target, each with an alarm on its first message', () => {
    const rules = everyResourceOf('AWS::Events::Rule');
    expect(rules.length).toBeGreaterThan(0);
    for (const [id, rule] of rules) {
      const targets = rule.Properties.Targets as { DeadLetterConfig?: { Arn: unknown } }[];
      expect(targets.length, id).toBeGreaterThan(0);
      for (const target of targets) {
        const queue = queueByArn(target.DeadLetterConfig?.Arn);
        expect(queue, id).toBeDefined();
        expect(hasAlarm(queue!), id).toBe(true);
      }
    }
  });

  it('stand behind every asynchronous invocation of a Lambda: its failed runs go to a DLQ with an alarm', () => {
    // Who invokes a Lambda asynchronously: EventBridge (rules, Scheduler), S3, SNS.
    const asynchronous = /^(events|scheduler|s3|sns)\.amazonaws\.com$/;
    const invoked = everyResourceOf('AWS::Lambda::Permission').filter(([, p]) =>
      asynchronous.test(String(p.Properties.Principal)),
    );
    expect(invoked.length).toBeGreaterThan(0);
    for (const [id, permission, template] of invoked) {
      const functionId = (permission.Properties.FunctionName as { 'Fn::GetAtt': [string, string] })[
        'Fn::GetAtt'
      ][0];
      const configs = Object.values(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig')).filter(
        (c) => JSON.stringify(c.Properties.FunctionName) === JSON.stringify({ Ref: functionId }),
      );
      expect(configs, id).toHaveLength(1);
      const config = configs[0]!.Properties as {
        DestinationConfig: { OnFailure: { Destination: unknown } };
        MaximumRetryAttempts: number;
      };
      expect(config.MaximumRetryAttempts).toBe(2);
      const queue = queueByArn(config.DestinationConfig.OnFailure.Destination);
      expect(queue, id).toBeDefined();
      expect(hasAlarm(queue!), id).toBe(true);
    }
  });

  it('are encrypted, reachable over TLS only, kept 14 days, and each has its alarm', () => {
    expect(queues().length).toBeGreaterThan(0);
    expect(everyResourceOf('AWS::SQS::Queue')).toHaveLength(queues().length);
    for (const queue of queues()) {
      const template = Template.fromStack(Stack.of(queue));
      const id = logicalIdOf(queue.queue.node.defaultChild);
      const props = resourcesOf(template, 'AWS::SQS::Queue')[id]!.Properties;
      expect(props.SqsManagedSseEnabled === true || props.KmsMasterKeyId !== undefined).toBe(true);
      expect(props.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: [
            {
              Effect: 'Deny',
              Action: 'sqs:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            },
            {},
          ],
        },
      });
      expect(hasAlarm(queue)).toBe(true);
    }
  });
});

describe('the dashboard', () => {
  it('is one, with the API, the Lambdas’ errors and throttles, the state machines, the DLQs and the business metrics', () => {
    const dashboards = Object.values(resourcesOf(synth.templates.operations, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe(`${synth.config.stackPrefix}-operations`);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const metric of [
      '5xx',
      'Latency',
      'Errors',
      'Throttles',
      'ExecutionsFailed',
      'ApproximateNumberOfMessagesVisible',
      'FailedInvocations',
      ...BUSINESS_METRIC_NAMES,
      HEALTH_METRIC,
    ])
      expect(body, metric).toContain(`\\"${metric}\\"`);
    expect(body).toContain(`\\"${METRICS_NAMESPACE}\\",\\"`);
    // Every product Lambda has its line.
    for (const fn of productFunctions()) expect(body, fn.bundle).toContain(`\\"label\\":\\"${fn.bundle}\\"`);
  });
});

describe('log retention', () => {
  it('is set on every log group: one per product Lambda, per state machine, the two APIs’ access logs and the SPA deployment’s', () => {
    const groups = everyResourceOf('AWS::Logs::LogGroup');
    expect(groups).toHaveLength(productFunctions().length + synth.workflows.stateMachines.size + 3);
    for (const [id, group] of groups) expect(group.Properties.RetentionInDays, id).toBeTypeOf('number');
    // As configured (cdk.json leaves the defaults): the Lambdas' and the APIs' 90 days, the workflows' a year.
    for (const fn of productFunctions()) {
      const template = Template.fromStack(Stack.of(fn));
      const groupId = logicalIdOf(fn.logGroup.node.defaultChild);
      expect(resourcesOf(template, 'AWS::Logs::LogGroup')[groupId]!.Properties.RetentionInDays).toBe(
        synth.config.logRetentionDays,
      );
      const fnProps = resourcesOf(template, 'AWS::Lambda::Function')[
        logicalIdOf(fn.function.node.defaultChild)
      ]!.Properties;
      expect(fnProps.LoggingConfig, fn.bundle).toMatchObject({ LogGroup: { Ref: groupId } });
    }
    const machineGroups = groups.filter(([, g]) =>
      JSON.stringify(g.Properties.LogGroupName ?? '').includes('/aws/vendedlogs/states/'),
    );
    expect(machineGroups).toHaveLength(synth.workflows.stateMachines.size);
    for (const [, group] of machineGroups)
      expect(group.Properties.RetentionInDays).toBe(synth.config.workflowLogRetentionDays);
  });

  it('leaves no Lambda logging into a group made without one, and sets the WebSocket execution logs’ (API Gateway makes that group)', () => {
    for (const [id, fn, template] of everyResourceOf('AWS::Lambda::Function')) {
      // CDK's LogRetention handler sets its own group's retention (one day) when it runs.
      if (id.startsWith('LogRetention')) continue;
      const group = (fn.Properties.LoggingConfig as { LogGroup?: { Ref: string } } | undefined)?.LogGroup;
      expect(group, id).toBeDefined();
      expect(resourcesOf(template, 'AWS::Logs::LogGroup')[group!.Ref], id).toBeDefined();
    }
    synth.templates.realtime.hasResourceProperties('Custom::LogRetention', {
      LogGroupName: {
        'Fn::Join': [
          '',
          [
            'API-Gateway-Execution-Logs_',
            { Ref: logicalIdOf(synth.realtime.webSocketApi.node.defaultChild) },
            '/live',
          ],
        ],
      },
      RetentionInDays: synth.config.logRetentionDays,
    });
  });

  it('comes from the configuration, which refuses a retention CloudWatch does not offer and "forever"', () => {
    const configOf = (context: Record<string, unknown>) => readConfig(new App({ context }).node);
    expect(configOf({})).toMatchObject({
      logRetentionDays: RetentionDays.THREE_MONTHS,
      workflowLogRetentionDays: RetentionDays.ONE_YEAR,
    });
    expect(
      configOf({ 'tenderbox:logRetentionDays': '30', 'tenderbox:workflowLogRetentionDays': 731 }),
    ).toMatchObject({ logRetentionDays: 30, workflowLogRetentionDays: 731 });
    expect(() => configOf({ 'tenderbox:logRetentionDays': 42 })).toThrow(/logRetentionDays/);
    expect(() => configOf({ 'tenderbox:logRetentionDays': RetentionDays.INFINITE })).toThrow(
      /logRetentionDays/,
    );
    expect(configOf({ 'tenderbox:alarmEmail': 'ops@agency.example' }).alarmEmail).toBe('ops@agency.example');
    expect(configOf({ 'tenderbox:alarmEmail': '' }).alarmEmail).toBeUndefined();
    expect(() => configOf({ 'tenderbox:alarmEmail': 'not an address' })).toThrow(/alarmEmail/);
  });
});
