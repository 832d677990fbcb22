import type * as z from 'zod/mini';
import {
  catalogueEntry,
  catalogueMessage,
  fieldMessage,
  messageIn,
  type CatalogueArea,
  type ErrorCode,
  type FieldError,
  type FieldIssueCode,
  type Language,
} from './errors.js';

type Issue = z.core.$ZodIssue;

/**
 * Turns zod issues into the catalogue's field errors, in the user's language. Used by the server for its
 * 400 answers (functions/core/http.ts) and by the browser's forms before they send
 * (web/src/lib/validate-form.ts), so both say the same thing.
 */
export function toFieldErrors(
  issues: readonly Issue[],
  lang: Language,
  prefix?: string,
  catalogue?: CatalogueArea,
): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const rule = catalogueCodeOf(issue, catalogue);
    if (rule) {
      const message = catalogue ? messageIn(catalogue, rule, lang) : catalogueMessage(rule, lang);
      out.push({ ...make(issue.path, 'invalid', lang, {}, prefix), message });
      continue;
    }
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push(make([...issue.path, key], 'unknownField', lang, {}, prefix));
      }
      continue;
    }
    const [code, params] = classify(issue);
    out.push(make(issue.path, code, lang, params, prefix));
  }
  return out;
}

/**
 * The catalogue code a schema names for a rule (`z.minLength(1, { error: 'projectNameRequired' })`), so
 * that a rule checked by the schema answers in the catalogue's words, as one checked by a service does.
 * Only 400 codes of the catalogue used (the Lambda's, or the one named) count; any other message is zod's own.
 */
export function catalogueCodeOf(issue: Issue, catalogue?: CatalogueArea): ErrorCode | undefined {
  const code = issue.message as ErrorCode;
  const entry = catalogue
    ? Object.hasOwn(catalogue, code)
      ? catalogue[code]
      : undefined
    : catalogueEntry(code);
  return entry?.status === 400 ? code : undefined;
}

function make(
  path: readonly PropertyKey[],
  code: FieldIssueCode,
  lang: Language,
  params: Record<string, string | number>,
  prefix?: string,
): FieldError {
  const parts = path.map((p) => String(p));
  const field = [prefix, ...parts].filter((p) => p !== undefined && p !== '').join('.');
  return { field: field || (prefix ?? ''), code, message: fieldMessage(code, lang, params) };
}

function classify(issue: Issue): [FieldIssueCode, Record<string, string | number>] {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? ['required', {}] : ['invalidType', {}];
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? ['required', {}] : ['tooShort', { min }];
      return ['tooSmall', { min }];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string' ? ['tooLong', { max }] : ['tooBig', { max }];
    }
    case 'invalid_format':
      return issue.format === 'email' ? ['invalidEmail', {}] : ['invalidFormat', {}];
    case 'invalid_value':
      return ['invalidValue', {}];
    default:
      return ['invalid', {}];
  }
}
