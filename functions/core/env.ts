import * as z from 'zod/mini';
import { lambdaAccess, requiredEnv, workflowEnvVar, type LambdaAccess } from '../routes/access.js';

// z.url() and z.stringbool() would bring zod's URL and codec classes into every bundle (0.8 kB gzip) for
// two variables: the same checks and values, on the string schema every bundle holds (decision 044).
/** z.url(): trimmed, a URL the platform's parser accepts, tabs and line breaks removed. */
const ZUrl = z.string().check(
  z.trim(),
  z.refine((text) => URL.canParse(text)),
  z.overwrite((text) => text.replace(/[\t\n\r]/g, '')),
);
const TRUTHY = ['true', '1', 'yes', 'on', 'y', 'enabled'];
const FALSY = ['false', '0', 'no', 'off', 'n', 'disabled'];
/** z.stringbool(): one of zod's words for true or false, in any case. */
const ZStringBool = z.pipe(
  z.string(),
  z.transform((text, ctx): boolean => {
    const word = text.toLowerCase();
    if (TRUTHY.includes(word)) return true;
    if (FALSY.includes(word)) return false;
    ctx.issues.push({ code: 'invalid_value', values: [...TRUTHY, ...FALSY], input: text });
    return z.NEVER;
  }),
);

/**
 * Configuration, read once at cold start and parsed. Business code imports `env()`, never process.env.
 * The local runtime and CDK set the same variables; defaults suit the local runtime.
 */
const ZEnv = z.object({
  STAGE: z._default(z.enum(['local', 'test', 'cloud']), 'cloud'),
  APP_VERSION: z._default(z.string(), '0.0.0'),
  TABLE_NAME: z._default(z.string().check(z.minLength(1)), 'tenderbox'),
  DOCUMENTS_BUCKET: z._default(z.string().check(z.minLength(1)), 'tenderbox-documents'),
  EXPORTS_BUCKET: z._default(z.string().check(z.minLength(1)), 'tenderbox-exports'),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'no-reply@tenderbox.example'),
  /** https endpoint of the WebSocket API's management interface (POST /@connections/{id}) */
  WS_MANAGEMENT_ENDPOINT: z.optional(ZUrl),
  /** wss:// URL browsers connect to (the WebSocket API's stage URL) */
  WS_PUBLIC_URL: z.optional(z.string()),
  /** State machine ARNs, one variable per workflow of infra/workflows */
  WORKFLOW_PROBE_STATE_MACHINE_ARN: z.optional(z.string()),
  /** Path-style bucket addressing: on for the local s3rver */
  S3_FORCE_PATH_STYLE: z._default(ZStringBool, false),
  /** Origin(s) the browser app is served from, comma separated; used by the CSRF origin check */
  APP_ORIGINS: z._default(z.string(), 'http://localhost:3000'),
});
export type Env = z.infer<typeof ZEnv>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= ZEnv.parse(process.env);
  return cached;
}

/** The names of what is missing or malformed, never the values (a value may be a secret one day). */
export class ConfigurationError extends Error {
  constructor(
    readonly lambda: string,
    readonly missing: readonly string[],
    readonly invalid: readonly string[] = [],
  ) {
    super(
      `The ${lambda} Lambda cannot start: ` +
        [
          missing.length > 0 ? `missing configuration ${missing.join(', ')}` : '',
          invalid.length > 0 ? `invalid configuration ${invalid.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') +
        ` (what it needs follows from its access declaration in functions/routes/access.ts)`,
    );
    this.name = 'ConfigurationError';
  }
}

/**
 * Checks, once at cold start (the handler module's load), that every variable this Lambda's access
 * declaration needs is set and well formed; throws a ConfigurationError naming them otherwise, so a
 * misconfigured Lambda fails its cold start instead of a request. Returns the parsed configuration.
 */
export function checkConfiguration(lambda: string, source: NodeJS.ProcessEnv = process.env): Env {
  const access = (lambdaAccess as Readonly<Record<string, LambdaAccess | undefined>>)[lambda];
  if (!access) throw new ConfigurationError(lambda, ['an access declaration (functions/routes/access.ts)']);
  const missing = requiredEnv(access).filter((name) => !source[name]?.trim());
  const parsed = ZEnv.safeParse(source);
  const invalid = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
  if (missing.length > 0 || !parsed.success) throw new ConfigurationError(lambda, missing, invalid);
  if (source === process.env) cached = parsed.data;
  return parsed.data;
}

/** Tests and the local runtime set variables before the first call; this forgets a parsed copy. */
export function resetEnvForTests(): void {
  cached = undefined;
  workflowArns.clear();
}

const workflowArns = new Map<string, string | undefined>();

/**
 * The ARN of a state machine by workflow name (WORKFLOW_PROBE_STATE_MACHINE_ARN for workflow-probe), for
 * the machines generated per one-time job (infra/schedules.ts), which the schema above cannot list.
 * Read once; checkConfiguration has already failed the cold start of a Lambda that needs one and lacks it.
 */
export function workflowArn(workflow: string): string | undefined {
  if (!workflowArns.has(workflow))
    workflowArns.set(workflow, process.env[workflowEnvVar(workflow)]?.trim() || undefined);
  return workflowArns.get(workflow);
}
