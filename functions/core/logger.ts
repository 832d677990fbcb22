/**
 * Structured JSON logs: one JSON object per line on stdout, the shape Powertools' logger wrote before
 * (level, message, timestamp, service, xray_trace_id, the appended keys, then the call's attributes; an
 * Error becomes { name, location, message, stack, cause }). Each request appends its correlation id, so
 * every line of one request can be found together. Hand-written rather than Powertools because it keeps
 * ~7 kB gzip out of every Lambda, which the bundle-size goal needs (docs/decisions/021).
 *
 * The level comes from LOG_LEVEL (INFO by default); when Lambda's own log level
 * (AWS_LAMBDA_LOG_LEVEL) is stricter it wins, as Lambda would drop the lines anyway.
 */
import { nowIso } from './clock.js';

const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;
type LevelName = keyof typeof LEVELS;

export type LogAttributes = Record<string, unknown>;

export interface Logger {
  debug(message: string, attributes?: LogAttributes): void;
  info(message: string, attributes?: LogAttributes): void;
  warn(message: string, attributes?: LogAttributes): void;
  error(message: string, attributes?: LogAttributes): void;
  /** Keys added to every following line, until removed (a request's correlation id, a task's name). */
  appendKeys(keys: LogAttributes): void;
  removeKeys(names: readonly string[]): void;
}

const levelOf = (name: string | undefined): number | undefined => {
  const upper = name?.trim().toUpperCase();
  return LEVELS[(upper === 'FATAL' ? 'CRITICAL' : upper) as LevelName];
};

/** "file:line" of the first stack frame, as Powertools wrote it. */
const codeLocation = (stack: string | undefined): string => {
  const match = /\(([^)]*?):(\d+?):(\d+?)\)\\?$/m.exec(stack ?? '');
  return match ? `${match[1]}:${Number(match[2])}` : '';
};

function formatError(error: Error): LogAttributes {
  const { name, message, stack, cause, ...own } = error as Error & LogAttributes;
  return {
    name,
    location: codeLocation(stack),
    message,
    stack,
    cause: cause instanceof Error ? formatError(cause) : cause,
    ...own,
  };
}

/**
 * An award approver's link token (decision 065) in any text: a URL's `uat=` parameter. It is a credential,
 * so a line that would carry one (an error quoting a URL, a path with its query) carries this instead.
 */
const APPROVER_TOKEN_IN_TEXT = /([?&]uat=)[^&#\s"]+/gi;
export const redactApproverTokens = (text: string): string =>
  text.replace(APPROVER_TOKEN_IN_TEXT, '$1[redacted]');

/**
 * Errors as plain objects, bigints as strings, a circular reference dropped instead of a throw, and any
 * approver token redacted.
 */
function jsonReplacer(): (this: unknown, key: string, value: unknown) => unknown {
  const ancestors: unknown[] = [];
  return function (this: unknown, _key, value) {
    if (typeof value === 'string') return redactApproverTokens(value);
    const replaced = value instanceof Error ? formatError(value) : value;
    if (typeof replaced === 'bigint') return replaced.toString();
    if (typeof replaced === 'object' && replaced !== null) {
      while (ancestors.length > 0 && ancestors.at(-1) !== this) ancestors.pop();
      if (ancestors.includes(replaced)) return undefined;
      ancestors.push(replaced);
    }
    return replaced;
  };
}

export function createLogger(
  source: Readonly<Record<string, string | undefined>>,
  write: (line: string) => void = (line) => process.stdout.write(line),
  serviceName = 'tenderbox',
): Logger {
  const threshold = Math.max(
    levelOf(source.LOG_LEVEL) ?? LEVELS.INFO,
    levelOf(source.AWS_LAMBDA_LOG_LEVEL) ?? 0,
  );
  const keys: LogAttributes = {};
  const log = (level: LevelName) => (message: string, attributes?: LogAttributes) => {
    if (LEVELS[level] < threshold) return;
    // Lambda sets the trace header per invocation, so it is read per line.
    const trace = source._X_AMZN_TRACE_ID?.split(';')[0]?.replace('Root=', '');
    const line = {
      level,
      message,
      timestamp: nowIso(),
      service: serviceName,
      ...(trace ? { xray_trace_id: trace } : {}),
      ...keys,
      ...attributes,
    };
    write(`${JSON.stringify(line, jsonReplacer())}\n`);
  };
  return {
    debug: log('DEBUG'),
    info: log('INFO'),
    warn: log('WARN'),
    error: log('ERROR'),
    appendKeys: (added) => Object.assign(keys, added),
    removeKeys: (names) => {
      for (const name of names) delete keys[name];
    },
  };
}

export const logger = createLogger(process.env);
