/**
 * One way to make a product Lambda: prebuilt bundle, Node 22 on ARM, its own log group and a role that
 * holds only what that Lambda is granted (no AWS managed policy).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ROOT } from './config.js';
import { acknowledge } from './nag.js';

export interface ProductFunctionProps {
  /** Bundle name under functionsDir (see scripts/build-functions.ts) */
  bundle: string;
  functionsDir: string;
  description: string;
  environment: Record<string, string>;
  /** How long its log group keeps its logs (tenderbox:logRetentionDays) */
  logRetention: logs.RetentionDays;
  memorySize?: number;
  timeout?: Duration;
}

export class ProductFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  /** The bundle name: also the key of its access declaration (functions/routes/access.ts) */
  readonly bundle: string;
  /** The configuration it is given (NODE_OPTIONS aside) */
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: ProductFunctionProps) {
    super(scope, id);
    this.bundle = props.bundle;
    this.environment = props.environment;
    const assetDir = join(props.functionsDir, props.bundle);
    if (!existsSync(join(assetDir, 'index.mjs'))) {
      throw new Error(
        `No bundle for Lambda "${props.bundle}" at ${relative(ROOT, assetDir) || assetDir}: run npm run build:functions`,
      );
    }

    this.logGroup = new logs.LogGroup(this, 'Logs', { retention: props.logRetention });
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
          'nodejs22.x is the runtime the design targets (decision 011): the bundles are built for node22 and the ' +
          'AWS SDK needs Node 22 from 2027; moving to a newer runtime changes the esbuild target with it.',
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

/** The configuration every product Lambda reads at cold start (functions/core/env.ts). */
export interface ProductEnvironment {
  table: ITable;
  documentsBucket: IBucket;
  exportsBucket: IBucket;
  mailFrom: string;
  appVersion: string;
  appOrigins: string[];
  /** The stack prefix: the dimension of the business metrics (functions/core/metrics.ts) */
  installation: string;
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
    INSTALLATION: env.installation,
    ...(env.wsManagementEndpoint ? { WS_MANAGEMENT_ENDPOINT: env.wsManagementEndpoint } : {}),
    ...(env.wsPublicUrl ? { WS_PUBLIC_URL: env.wsPublicUrl } : {}),
    ...env.stateMachineArns,
  };
}
