import * as z from 'zod';

/**
 * Configuration, read once at cold start and parsed. Business code imports `env()`, never process.env.
 * The local runtime and CDK set the same variables; defaults suit the local runtime.
 */
const ZEnv = z.object({
  STAGE: z.enum(['local', 'test', 'cloud']).default('cloud'),
  APP_VERSION: z.string().default('0.0.0'),
  TABLE_NAME: z.string().min(1).default('tenderbox'),
  DOCUMENTS_BUCKET: z.string().min(1).default('tenderbox-documents'),
  EXPORTS_BUCKET: z.string().min(1).default('tenderbox-exports'),
  MAIL_FROM: z.string().min(3).default('no-reply@tenderbox.example'),
  /** https endpoint of the WebSocket API's management interface (POST /@connections/{id}) */
  WS_MANAGEMENT_ENDPOINT: z.string().url().optional(),
  /** wss:// URL browsers connect to (the WebSocket API's stage URL) */
  WS_PUBLIC_URL: z.string().optional(),
  /** State machine ARNs, one variable per workflow of infra/workflows */
  WORKFLOW_PROBE_STATE_MACHINE_ARN: z.string().optional(),
  /** Path-style bucket addressing: on for the local s3rver */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Origin(s) the browser app is served from, comma separated; used by the CSRF origin check */
  APP_ORIGINS: z.string().default('http://localhost:3000'),
});
export type Env = z.infer<typeof ZEnv>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= ZEnv.parse(process.env);
  return cached;
}

/** Tests and the local runtime set variables before the first call; this forgets a parsed copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
