/**
 * Least privilege per Lambda (docs/decisions/014-least-privilege.md): each Lambda's role gets exactly what
 * its access declaration in functions/routes/access.ts names, and synthesis stops when the Lambda would
 * lack a variable that declaration makes it need.
 */
import { ArnFormat, Stack, Token } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { CfnStateMachine, IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { TABLE_INDEXES } from '../../functions/core/db/table-definition.js';
import {
  jobWorkflowName,
  lambdaAccess,
  requiredEnv,
  type BucketAccess,
  type LambdaAccess,
} from '../../functions/routes/access.js';
import { acknowledge, allowWildcards, type WildcardAllowance } from './nag.js';
import type { ProductFunction } from './product-function.js';

/** The resources a declaration may name; a Lambda that names one its stack does not pass fails synthesis. */
export interface AccessResources {
  table?: ITable;
  documentsBucket?: IBucket;
  exportsBucket?: IBucket;
  /** SES may send only as this address (or its domain) */
  mailFrom?: string;
  /** Workflow name → its state machine */
  stateMachines?: ReadonlyMap<string, IStateMachine>;
  webSocketStage?: WebSocketStage;
}

/**
 * The documents bucket's prefix of bids' files (decision 054). Only a `sealedBids` declaration names it, and
 * every other Lambda with rights on that bucket is denied reading under it (decision 056).
 */
export const SEALED_PREFIX = 'sealed/';

/** Reading an object in any form: its content, a version, its attributes, ACL, tags or torrent. */
export const SEALED_READ_DENIED = ['s3:GetObject*'];

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

function need<T>(value: T | undefined, lambda: string, what: string): T {
  if (value === undefined) throw new Error(`The ${lambda} Lambda's access declaration needs ${what}`);
  return value;
}

/** The access declared for a Lambda (by bundle name); a Lambda without one cannot be deployed. */
export function accessOf(lambda: string): LambdaAccess {
  const access = (lambdaAccess as Readonly<Record<string, LambdaAccess | undefined>>)[lambda];
  if (!access)
    throw new Error(`No access declaration for the ${lambda} Lambda in functions/routes/access.ts`);
  return access;
}

/** Only a `sealedBids` grant names sealed/, and it names nothing else (decision 056); else synthesis stops. */
export function checkSealedPrefixes(lambda: string, access: LambdaAccess): void {
  const sealedOutside = [access.documents, access.exports].some((grant) =>
    grant?.prefixes.some((prefix) => prefix.startsWith(SEALED_PREFIX)),
  );
  if (sealedOutside)
    throw new Error(`${lambda}: ${SEALED_PREFIX} is granted only through sealedBids (decision 056)`);
  if (access.sealedBids?.prefixes.some((prefix) => !prefix.startsWith(SEALED_PREFIX)))
    throw new Error(`${lambda}: sealedBids grants prefixes under ${SEALED_PREFIX} only`);
}

export function grantDeclaredAccess(fn: ProductFunction, resources: AccessResources): void {
  const lambda = fn.bundle;
  const access = accessOf(lambda);
  const missing = requiredEnv(access).filter((name) => !fn.environment[name]);
  if (missing.length > 0) {
    throw new Error(
      `The ${lambda} Lambda is not given ${missing.join(', ')}, which its access declaration needs`,
    );
  }

  const role = fn.role;
  const stack = Stack.of(fn);
  const wildcards: WildcardAllowance[] = [];
  const allow = (actions: string[], resourceArns: string[]) =>
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: resourceArns }));

  if (access.table) {
    const table = need(resources.table, lambda, 'the table');
    // Explicit actions (no Scan: every read is a key or index query) on the table and its named indexes.
    allow(access.table === 'readwrite' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ, [
      table.tableArn,
      ...TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index.indexName}`),
    ]);
  }

  const bucketGrant = (bucket: IBucket, grant: BucketAccess, name: string) => {
    const actions = [
      ...(grant.read ? ['s3:GetObject', 's3:GetObjectVersion'] : []),
      ...(grant.write ? ['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'] : []),
      ...(grant.delete ? ['s3:DeleteObject'] : []),
    ];
    if (grant.list && grant.prefixes.length > 0) {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': grant.prefixes.map((prefix) => `${prefix}*`) } },
        }),
      );
    }
    if (actions.length === 0 || grant.prefixes.length === 0) {
      throw new Error(`The ${lambda} Lambda declares the ${name} bucket without actions or prefixes`);
    }
    for (const prefix of grant.prefixes) {
      if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\/$/.test(prefix)) {
        throw new Error(`${lambda}: bucket prefix "${prefix}" must be a folder such as "avatars/"`);
      }
    }
    // Presigned uploads and downloads run under this role: it needs the object actions, on its prefixes.
    for (const prefix of grant.prefixes) {
      const resource = bucket.arnForObjects(`${prefix}*`);
      allow(actions, [resource]);
      wildcards.push({
        resource,
        reason:
          `Keys under ${name}/${prefix} hold run-time ids (tenant, user, upload), so the object actions apply ` +
          'to <bucket>/<prefix>*; the actions themselves are listed explicitly.',
      });
    }
  };
  checkSealedPrefixes(lambda, access);
  if (access.documents)
    bucketGrant(
      need(resources.documentsBucket, lambda, 'the documents bucket'),
      access.documents,
      'documents',
    );
  if (access.sealedBids)
    bucketGrant(
      need(resources.documentsBucket, lambda, 'the documents bucket'),
      access.sealedBids,
      'documents',
    );
  if (access.exports)
    bucketGrant(need(resources.exportsBucket, lambda, 'the exports bucket'), access.exports, 'exports');
  // Decision 056: a Lambda with any right on the documents bucket that is not declared to read bids' files
  // is denied reading them, so that no later widening of its grants (a prefix, a wildcard) reaches a sealed
  // bid: an explicit Deny wins over every Allow.
  if ((access.documents || access.sealedBids || access.health) && !access.sealedBids?.read) {
    const bucket = need(resources.documentsBucket, lambda, 'the documents bucket');
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: SEALED_READ_DENIED,
        resources: [bucket.arnForObjects(`${SEALED_PREFIX}*`)],
      }),
    );
  }

  if (access.email) {
    const mailFrom = need(resources.mailFrom, lambda, 'a sender address');
    const domain = mailFrom.split('@')[1] ?? mailFrom;
    allow(
      ['ses:SendEmail', 'ses:SendRawEmail'],
      [mailFrom, domain].map((identity) =>
        stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
      ),
    );
  }

  // StopExecution on a machine's executions, whose names are only known at run time.
  const allowStopsOf = (workflow: string, reason: string): IStateMachine => {
    const machine = need(resources.stateMachines?.get(workflow), lambda, `the ${workflow} state machine`);
    const executions = stack.formatArn({
      service: 'states',
      resource: 'execution',
      resourceName: `${Stack.of(machine).splitArn(machine.stateMachineArn, ArnFormat.COLON_RESOURCE_NAME).resourceName}:*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    allow(['states:StopExecution'], [executions]);
    wildcards.push({ resource: executions, reason });
    return machine;
  };

  for (const [name, actions] of Object.entries(access.workflows ?? {})) {
    const machine = need(resources.stateMachines?.get(name), lambda, `the ${name} state machine`);
    if (actions.includes('start')) machine.grantStartExecution(role);
    if (actions.includes('respond')) machine.grantTaskResponse(role);
    if (actions.includes('stop'))
      allowStopsOf(
        name,
        `Executions of ${name} are named per record: StopExecution on its executions (<machine>:*).`,
      );
  }

  // Rescheduling and cancelling stop the job's pending execution, whose name is only known at run time.
  const allowStops = (job: string): IStateMachine =>
    allowStopsOf(
      jobWorkflowName(job),
      `Execution names of the one-time job ${job} are generated per schedule: StopExecution on its executions (<machine>:*).`,
    );
  for (const job of access.oneTimeJobs ?? []) allowStops(job).grantStartExecution(role);
  for (const job of access.cancelsOneTimeJobs ?? []) allowStops(job);
  // A job's Lambda that schedules itself again (scheduleAgain) reads its machine's ARN from the firing
  // execution. That machine invokes this Lambda, so the grant names the machine by its fixed name: a
  // reference to its ARN would make the Lambda wait for the machine that waits for it (a cycle).
  for (const job of access.relaysOneTimeJobs ?? []) {
    const workflow = jobWorkflowName(job);
    const machine = need(resources.stateMachines?.get(workflow), lambda, `the ${workflow} state machine`);
    const machineName = (machine.node.defaultChild as CfnStateMachine | undefined)?.stateMachineName;
    if (!machineName || Token.isUnresolved(machineName))
      throw new Error(`${lambda}: the ${workflow} state machine needs a fixed name to be relayed`);
    const arnOf = (resource: string, resourceName: string) =>
      stack.formatArn({
        service: 'states',
        resource,
        resourceName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
    const executions = arnOf('execution', `${machineName}:*`);
    allow(['states:StartExecution'], [arnOf('stateMachine', machineName)]);
    allow(['states:StopExecution'], [executions]);
    wildcards.push({
      resource: executions,
      reason: `Execution names of the one-time job ${job} are generated per schedule: StopExecution on its executions (<machine>:*).`,
    });
  }

  if (access.realtimePush || access.health) {
    const stage = need(resources.webSocketStage, lambda, 'the WebSocket stage');
    // Written out (rather than grantManagementApiAccess) so the acknowledged wildcard is exactly this one.
    const connection = stack.formatArn({
      service: 'execute-api',
      resource: stage.api.apiId,
      resourceName: `${stage.stageName}/*/@connections/*`,
    });
    allow(['execute-api:ManageConnections'], [connection]);
    wildcards.push({
      resource: connection,
      reason:
        'Connection ids are only known at run time: ManageConnections (post, get, delete) on @connections/*.',
    });
  }

  if (access.health) {
    // The cheapest question each service answers (functions/core/health.ts).
    const table = need(resources.table, lambda, 'the table');
    allow(['dynamodb:DescribeTable'], [table.tableArn]);
    // HeadBucket is authorised as ListBucket.
    allow(['s3:ListBucket'], [need(resources.documentsBucket, lambda, 'the documents bucket').bucketArn]);
    allow(['ses:GetAccount', 'states:ListStateMachines'], ['*']);
    acknowledge(role, [
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'X-Ray PutTraceSegments/PutTelemetryRecords, and the health check’s ses:GetAccount and ' +
          'states:ListStateMachines, support no resource-level permissions (Resource *).',
      },
    ]);
  }

  if (wildcards.length > 0) allowWildcards(role, wildcards);
}
