import { randomBytes } from 'node:crypto';

/**
 * Task tokens of the local Step Functions: opaque to callers, but they carry the execution's ARN so that
 * SendTaskSuccess finds the execution in the table after a restart without a second index.
 */
export function issueTaskToken(executionArn: string): string {
  const body = JSON.stringify({ e: executionArn, n: randomBytes(16).toString('base64url') });
  return `local.${Buffer.from(body, 'utf8').toString('base64url')}`;
}

/** The execution a token belongs to, or null when it is not a token of ours. */
export function executionOfToken(token: string): string | null {
  if (typeof token !== 'string' || !token.startsWith('local.') || token.length > 1024) return null;
  try {
    const parsed = JSON.parse(
      Buffer.from(token.slice('local.'.length), 'base64url').toString('utf8'),
    ) as unknown;
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { e?: unknown }).e === 'string') {
      return (parsed as { e: string }).e;
    }
  } catch {
    // not ours
  }
  return null;
}

/**
 * Which of the tokens issued for $$.Task.Token ended up in a task's evaluated Parameters (directly or
 * inside a string built by an intrinsic function).
 */
export function findIssuedToken(value: unknown, issued: ReadonlySet<string>): string | null {
  if (typeof value === 'string') {
    for (const token of issued) if (value.includes(token)) return token;
    return null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findIssuedToken(item, issued);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) {
      const found = findIssuedToken(item, issued);
      if (found) return found;
    }
  }
  return null;
}
