import type { ErrorCode, FieldError, Language } from '../../shared/errors.js';

/** A field error as a service raises it: the message may be left to the error's catalogue text. */
export type AppFieldError = Omit<FieldError, 'message'> & { message?: string };

export interface AppErrorOptions {
  /** Developer-facing detail for the log; never sent to the user. */
  message?: string;
  /** Values for the catalogue text's placeholders (`{name}`), in every language. */
  params?: Readonly<Record<string, string | number>>;
  /** Overrides the catalogue text shown to the user, per language. */
  userMessage?: Partial<Record<Language, string>>;
  /** Structured detail for the log. */
  details?: Record<string, unknown>;
  /**
   * The fields at fault. A field without a message says the error's own catalogue text, in the user's
   * language (the answer is written where the language is known: functions/core/http.ts).
   */
  fields?: AppFieldError[];
  /** Data the caller may act on, sent as `error.details` (a refused save's server figures); never secrets. */
  publicDetails?: Record<string, unknown>;
  /** For a throttled request (429): whole seconds until it may be made again, sent as Retry-After. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * A typed domain error. Services throw these and know nothing of HTTP; the error middleware maps the code
 * to its status and catalogue message (shared/errors.ts).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly userMessage?: Partial<Record<Language, string>>;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly details?: Record<string, unknown>;
  readonly fields?: AppFieldError[];
  readonly publicDetails?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.userMessage = options.userMessage;
    this.params = options.params;
    this.details = options.details;
    this.fields = options.fields;
    this.publicDetails = options.publicDetails;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export class ValidationError extends AppError {
  constructor(fields: FieldError[], options: AppErrorOptions = {}) {
    super('invalidParameter', { ...options, fields });
  }
}

export class NotFoundError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super('notFound', options);
  }
}

/** A lost race on a versioned record or a cancelled transaction (409). */
export class ConflictError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super('conflict', options);
  }
}

export class ForbiddenError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super('forbidden', options);
  }
}

export class UnauthorizedError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super('unauthorized', options);
  }
}
