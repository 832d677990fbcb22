/**
 * One way to make a product Lambda: prebuilt bundle, Node 22 on ARM, its own log group and a role that
 * holds only what that Lambda is granted (no AWS managed policy).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../functions/core/db/table-definition.js';
import { ROOT } from './config.js';
import { acknowledge, allowWildcards, type WildcardAllowance } from './nag.js';

export interface ProductFunctionProps {
  /** Bundle name under functionsDir (see scripts/build-functions.ts) */
  bundle: string;
  functionsDir: string;
  description: string;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
}

export class ProductFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ProductFunctionProps) {
    super(scope, id);
    const assetDir = join(props.functionsDir, props.bundle);
    if (!existsSync(join(assetDir, 'index.mjs'))) {
      throw new Error(
        `No bundle for Lambda "${props.bundle}" at ${relative(ROOT, assetDir) || assetDir}: run npm run build:functions`,
      );
    }

    this.logGroup = new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.THREE_MONTHS });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.bundle} Lambda`,
    });
    // Instead of AWSLambdaBasicExecutionRole (logs:* on every group): write to this function's group only.
    this.logGroup.grantWrite(this.role);

    this.function = new lambda.Function(this, 'Function', {
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      code: lambda.Code.fromAsset(assetDir),
      handler: 'index.handler',
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: lambda.Tracing.ACTIVE,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    });

    acknowledge(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x is the runtime the design targets (DESIGN §2): the bundles are built for node22 and the AWS ' +
          'SDK needs Node 22 from 2027; moving to a newer runtime changes the esbuild target with it.',
      },
    ]);
    acknowledge(this.role, [
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions (Resource *).',
      },
    ]);
  }
}

/** What a product Lambda may be granted; each grant is the narrowest the use allows. */
export interface ProductGrants {
  table?: ITable;
  documentsBucket?: IBucket;
  exportsBucket?: IBucket;
  /** SES may send only as this address (or its domain) */
  mailFrom?: string;
  /** May start executions and answer task tokens of these state machines */
  stateMachines?: IStateMachine[];
  /** May post to and close connections of this WebSocket stage */
  webSocketStage?: WebSocketStage;
}

export function grantProductAccess(fn: ProductFunction, grants: ProductGrants): void {
  const role = fn.role;
  const wildcards: WildcardAllowance[] = [];
  if (grants.table) {
    // Explicit actions (no Scan: every read is a key or index query) on the table and its named indexes.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:BatchGetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
          'dynamodb:ConditionCheckItem',
        ],
        resources: [
          grants.table.tableArn,
          ...TABLE_INDEXES.map((index) => `${grants.table?.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
  }
  for (const bucket of [grants.documentsBucket, grants.exportsBucket]) {
    if (!bucket) continue;
    // Presigned multipart uploads and downloads run under this role, so it needs the object actions.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          's3:GetObject',
          's3:GetObjectVersion',
          's3:PutObject',
          's3:DeleteObject',
          's3:AbortMultipartUpload',
          's3:ListMultipartUploadParts',
        ],
        resources: [bucket.arnForObjects('*')],
      }),
    );
    wildcards.push({
      resource: bucket.arnForObjects('*'),
      reason:
        'Object keys (tenant/tender/upload ids) are only known at run time, so object actions apply to ' +
        '<bucket>/*; the actions themselves are listed explicitly.',
    });
    // ListBucket makes a missing key a 404 instead of a 403, and lists a tender's documents by prefix.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    );
  }
  if (grants.mailFrom) {
    const stack = Stack.of(fn);
    const domain = grants.mailFrom.split('@')[1] ?? grants.mailFrom;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [grants.mailFrom, domain].map((identity) =>
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
        ),
      }),
    );
  }
  for (const machine of grants.stateMachines ?? []) {
    machine.grantStartExecution(role);
    machine.grantTaskResponse(role);
  }
  if (grants.webSocketStage) {
    // Written out (rather than grantManagementApiAccess) so the acknowledged wildcard is exactly this one.
    const connection = Stack.of(fn).formatArn({
      service: 'execute-api',
      resource: grants.webSocketStage.api.apiId,
      resourceName: `${grants.webSocketStage.stageName}/*/@connections/*`,
    });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connection] }),
    );
    wildcards.push({
      resource: connection,
      reason:
        'Connection ids are only known at run time: ManageConnections (post, get, delete) on @connections/*.',
    });
  }
  if (wildcards.length > 0) allowWildcards(role, wildcards);
}

/** The configuration every product Lambda reads at cold start (functions/core/env.ts). */
export interface ProductEnvironment {
  table: ITable;
  documentsBucket: IBucket;
  exportsBucket: IBucket;
  mailFrom: string;
  appVersion: string;
  appOrigins: string[];
  /** https callback URL of the WebSocket stage (POST /@connections/{id}) */
  wsManagementEndpoint?: string;
  /** wss:// URL of the WebSocket stage, handed to browsers with their realtime ticket */
  wsPublicUrl?: string;
  /** Workflow envVar → state machine ARN */
  stateMachineArns?: Record<string, string>;
}

export function productEnvironment(env: ProductEnvironment): Record<string, string> {
  return {
    STAGE: 'cloud',
    APP_VERSION: env.appVersion,
    TABLE_NAME: env.table.tableName,
    DOCUMENTS_BUCKET: env.documentsBucket.bucketName,
    EXPORTS_BUCKET: env.exportsBucket.bucketName,
    MAIL_FROM: env.mailFrom,
    APP_ORIGINS: env.appOrigins.join(','),
    ...(env.wsManagementEndpoint ? { WS_MANAGEMENT_ENDPOINT: env.wsManagementEndpoint } : {}),
    ...(env.wsPublicUrl ? { WS_PUBLIC_URL: env.wsPublicUrl } : {}),
    ...env.stateMachineArns,
  };
}
