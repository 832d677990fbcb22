import type { PortPlan } from './ports.js';

export const LOCAL_REGION = 'ca-central-1';
export const LOCAL_ACCOUNT = '000000000000';
export const TABLE_NAME = 'tenderbox';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
export const SFN_TABLE_NAME = 'tenderbox-local-sfn';

export function stateMachineArn(name: string): string {
  return `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:${name}`;
}

/**
 * The origins a browser may use to reach the local server on this port: every loopback name it answers
 * on, and PUBLIC_URL when set (a LAN address or a tunnel). The CSRF origin check accepts exactly these.
 */
export function localOrigins(port: number, publicUrl?: string): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  if (publicUrl?.trim()) {
    let origin: string;
    try {
      origin = new URL(publicUrl.trim()).origin;
    } catch {
      throw new Error(`PUBLIC_URL must be a URL such as http://192.168.1.20:3000 (got "${publicUrl}")`);
    }
    if (origin === 'null' || !/^https?:/.test(origin)) {
      throw new Error(`PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** True when PUBLIC_URL names a host other than loopback: the server must then answer on every interface. */
export function needsAllInterfaces(publicUrl?: string): boolean {
  if (!publicUrl?.trim()) return false;
  const host = new URL(publicUrl.trim()).hostname;
  return !['localhost', '127.0.0.1', '[::1]'].includes(host);
}

export interface LocalEnvInput {
  ports: PortPlan;
  /** Every origin the app is served from (localOrigins): the first is the one links default to */
  origins: readonly string[];
  appVersion: string;
  workflows: readonly { name: string; envVar: string }[];
  /** LOG_LEVEL of the caller's environment, if any */
  logLevel?: string | undefined;
  /** 'test' for the stacks of `npm test` (passwords hash at the test cost, functions/core/accounts/passwords.ts) */
  stage?: 'local' | 'test' | undefined;
}

/**
 * The environment handlers run with locally: the SDK's standard service-specific endpoint variables
 * (honoured by @aws-sdk v3 for DynamoDB, S3, SESv2 and SFN), dummy credentials, and the same names CDK
 * sets in the cloud.
 */
export function buildLocalEnv({
  ports,
  origins,
  appVersion,
  workflows,
  logLevel,
  stage = 'local',
}: LocalEnvInput): Record<string, string> {
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: local(ports.dynamodb),
    AWS_ENDPOINT_URL_S3: local(ports.s3),
    AWS_ENDPOINT_URL_SESV2: local(ports.ses),
    AWS_ENDPOINT_URL_SFN: local(ports.sfn),
    WS_MANAGEMENT_ENDPOINT: local(ports.ws),
    WS_PUBLIC_URL: `ws://localhost:${ports.ws}`,
    S3_FORCE_PATH_STYLE: 'true',
    STAGE: stage,
    TABLE_NAME,
    DOCUMENTS_BUCKET: 'tenderbox-documents',
    EXPORTS_BUCKET: 'tenderbox-exports',
    MAIL_FROM: 'no-reply@tenderbox.example',
    APP_ORIGINS: origins.join(','),
    APP_VERSION: appVersion,
    LOG_LEVEL: logLevel ?? 'WARN',
    // The SDK's reminder about Node versions is noise on a developer's machine.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  for (const workflow of workflows) env[workflow.envVar] = stateMachineArn(workflow.name);
  return env;
}
