import { ERROR_CATALOGUE, isErrorCode } from '../../../shared/error-catalogue.js';
import { FIELD_MESSAGES } from '../../../shared/errors.js';
import type { RouteDef } from '../../../functions/routes/types.js';
import type { WalkAnswer } from './http.js';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * What is wrong with an error answer against the catalogue shape (functions/core/http.ts):
 * {error: {code, status, message, correlationId, fields?}}; empty when it is right.
 */
export function errorShapeProblems(answer: WalkAnswer): string[] {
  const problems: string[] = [];
  const error = (answer.json as { error?: Record<string, unknown> } | undefined)?.error;
  if (typeof error !== 'object' || error === null) return ['the body has no error object'];
  const code = error.code;
  if (typeof code !== 'string' || !isErrorCode(code))
    problems.push(`error.code ${String(code)} is not in the catalogue`);
  if (error.status !== answer.status)
    problems.push(`error.status ${String(error.status)} ≠ HTTP ${answer.status}`);
  if (!isText(error.message)) problems.push('error.message is empty');
  if (!isText(error.correlationId)) problems.push('error.correlationId is missing');
  if (code === 'invalidParameter' && answer.status === 400) {
    const fields = error.fields;
    if (!Array.isArray(fields) || fields.length === 0) problems.push('a validation 400 without fields');
    else
      for (const field of fields as Record<string, unknown>[]) {
        if (typeof field.field !== 'string')
          problems.push(`field entry without field: ${JSON.stringify(field)}`);
        if (typeof field.code !== 'string' || !(field.code in FIELD_MESSAGES))
          problems.push(`field entry with unknown code: ${JSON.stringify(field)}`);
        if (!isText(field.message)) problems.push(`field entry without message: ${JSON.stringify(field)}`);
      }
  }
  return problems;
}

/** Problems of an answer that must be this refusal (status and, if given, one of the codes). */
export function refusalProblems(answer: WalkAnswer, status: number, codes?: readonly string[]): string[] {
  if (answer.status !== status) return [`expected ${status}${codes ? ` ${codes.join('|')}` : ''}`];
  const problems = errorShapeProblems(answer);
  const code = (answer.json as { error?: { code?: string } } | undefined)?.error?.code ?? '';
  if (codes && !codes.includes(code)) problems.push(`expected code ${codes.join('|')}, got ${code}`);
  return problems;
}

/** An agency mismatch also answers data = ['agencyMismatch', message]. */
export function agencyMismatchProblems(answer: WalkAnswer): string[] {
  const problems = refusalProblems(answer, 403, ['agencyMismatch']);
  if (problems.length > 0) return problems;
  const json = answer.json as { data?: unknown; error: { message: string } };
  const expected = ['agencyMismatch', json.error.message];
  if (JSON.stringify(json.data) !== JSON.stringify(expected))
    problems.push(`data is ${JSON.stringify(json.data)}, not ${JSON.stringify(expected)}`);
  if (json.error.message !== ERROR_CATALOGUE.agencyMismatch.en) problems.push('not the catalogue message');
  return problems;
}

/** Problems of any answer of a route: no 5xx, catalogue-shaped 4xx, the envelope on 2xx. */
export function answerProblems(route: RouteDef, answer: WalkAnswer): string[] {
  const { status } = answer;
  if (status >= 500) return [`server error ${status}`];
  if (status >= 400) return errorShapeProblems(answer);
  if (status === 204 || status === 302) return [];
  if (status >= 300) return [`unexpected redirect ${status}`];
  const name = `${route.responseName ?? route.operationId}DTO`;
  const data = (answer.json as { data?: Record<string, unknown> } | undefined)?.data;
  const dto = data?.[name];
  if (typeof dto !== 'object' || dto === null || !('values' in dto))
    return [`a ${status} without the data.${name}.values envelope`];
  return [];
}
