/**
 * Deployment settings, read once from CDK context (cdk.json, or `-c key=value`). Nothing here looks up
 * an AWS account: synth stays offline and environment-agnostic.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { DEFAULT_FUNCTIONS_DIR, ROOT } from '../../scripts/build-functions.js';

export { ROOT };

export interface TenderboxConfig {
  /** Prefix of every stack name, so two installations can share an account */
  stackPrefix: string;
  appVersion: string;
  /** Sender of all outgoing mail; SES must have verified its address or domain */
  mailFrom: string;
  /** Optional custom domain for CloudFront; requires certificateArn (an ACM certificate in us-east-1) */
  domainName?: string;
  certificateArn?: string;
  /** Where the prebuilt Lambda bundles are (npm run build:functions) */
  functionsDir: string;
  /** The built SPA; deployed only when it exists */
  webDistDir: string;
  /** Apply cdk-nag's AwsSolutions checks during synth */
  nag: boolean;
  /** Create the account-level role API Gateway needs to write WebSocket access logs */
  apiGatewayAccountRole: boolean;
  /** Days the Lambdas' logs and the APIs' access and execution logs are kept (a CloudWatch Logs retention) */
  logRetentionDays: RetentionDays;
  /** Days the state machines' execution logs are kept: they hold each job's input and result */
  workflowLogRetentionDays: RetentionDays;
  /** Subscribed by email to the operators' alarm topic (docs/operations.md); none when absent */
  alarmEmail?: string;
}

export function readCdkJsonContext(): Record<string, unknown> {
  const file = join(ROOT, 'cdk.json');
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { context?: Record<string, unknown> };
  return parsed.context ?? {};
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(`tenderbox:${key}`);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function flag(node: Node, key: string, fallback: boolean): boolean {
  const value: unknown = node.tryGetContext(`tenderbox:${key}`);
  if (value === undefined) return fallback;
  return value === true || value === 'true';
}

/**
 * A retention CloudWatch Logs accepts (1, 3, 5, 7, 14, 30, 60, 90… days), from a number or its text; never
 * "keep forever" (decision 076: every log group expires).
 */
function retention(node: Node, key: string, fallback: RetentionDays): RetentionDays {
  const value: unknown = node.tryGetContext(`tenderbox:${key}`);
  if (value === undefined || value === '') return fallback;
  const days = Number(value);
  const allowed = Object.values(RetentionDays).filter(
    (v): v is RetentionDays => typeof v === 'number' && v !== RetentionDays.INFINITE,
  );
  if (!allowed.includes(days as RetentionDays)) {
    throw new Error(
      `tenderbox:${key} must be a retention CloudWatch Logs accepts, in days (${allowed.join(', ')}); got ${String(value)}`,
    );
  }
  return days as RetentionDays;
}

export function readConfig(node: Node, overrides: Partial<TenderboxConfig> = {}): TenderboxConfig {
  const config: TenderboxConfig = {
    stackPrefix: text(node, 'stackPrefix') ?? 'Tenderbox',
    appVersion: text(node, 'appVersion') ?? packageVersion(),
    mailFrom: text(node, 'mailFrom') ?? 'no-reply@tenderbox.example',
    domainName: text(node, 'domainName'),
    certificateArn: text(node, 'certificateArn'),
    functionsDir: text(node, 'functionsDir') ?? DEFAULT_FUNCTIONS_DIR,
    webDistDir: text(node, 'webDistDir') ?? join(ROOT, 'web', 'dist'),
    nag: flag(node, 'nag', false),
    apiGatewayAccountRole: flag(node, 'apiGatewayAccountRole', true),
    logRetentionDays: retention(node, 'logRetentionDays', RetentionDays.THREE_MONTHS),
    workflowLogRetentionDays: retention(node, 'workflowLogRetentionDays', RetentionDays.ONE_YEAR),
    alarmEmail: text(node, 'alarmEmail'),
    ...overrides,
  };
  if (Boolean(config.domainName) !== Boolean(config.certificateArn)) {
    throw new Error('tenderbox:domainName and tenderbox:certificateArn must be given together');
  }
  if (config.alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+$/.test(config.alarmEmail)) {
    throw new Error(`tenderbox:alarmEmail must be an email address (got "${config.alarmEmail}")`);
  }
  return config;
}
