/**
 * Deployment settings, read once from CDK context (cdk.json, or `-c key=value`). Nothing here looks up
 * an AWS account: synth stays offline and environment-agnostic.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    ...overrides,
  };
  if (Boolean(config.domainName) !== Boolean(config.certificateArn)) {
    throw new Error('tenderbox:domainName and tenderbox:certificateArn must be given together');
  }
  return config;
}
