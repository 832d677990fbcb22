/**
 * The throttles' counters (decision 072): one RateCounter item per scope and subject, a fixed window that
 * the first request opens. Counting is atomic: an ADD on a live window, or, when the window is absent or
 * ended, a put that succeeds only if it still is (two parallel first requests: one opens, the other adds).
 * The rule, the limits and the windows are shared/domain's (throttleVerdict, THROTTLES).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  THROTTLES,
  isLiveWindow,
  throttleVerdict,
  type ThrottleScope,
  type ThrottleWindow,
} from '../../../shared/domain/throttle.js';
import { AppError } from '../app-error.js';
import { documentClient } from '../aws/dynamodb.js';
import { nowMs as clockNowMs } from '../clock.js';
import { RateCounter } from '../db/entities/rate-counter.js';
import { isConditionFailure, parseItem, toStored } from '../db/ops.js';
import { env } from '../env.js';

const table = () => env().TABLE_NAME;

/** The catalogue's 429, with the seconds until the window ends (the Retry-After header). */
export const tooManyRequests = (retryAfterSeconds: number, scope: ThrottleScope) =>
  new AppError('tooManyRequests', { retryAfterSeconds, message: `Throttled: ${scope}` });

/** Adds one request to the subject's window, opening a new one when there is none; answers the window. */
export async function countRequest(
  scope: ThrottleScope,
  subject: string,
  nowMs = clockNowMs(),
): Promise<ThrottleWindow> {
  const key = RateCounter.key({ scope, subject });
  const now = Math.floor(nowMs / 1000);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: 'ADD #hits :one',
          ConditionExpression: '#expiresAt > :now',
          ExpressionAttributeNames: { '#hits': 'hits', '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':one': 1, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return parseItem(RateCounter, Attributes ?? {});
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { item, stored } = toStored(RateCounter, {
      scope,
      subject,
      hits: 1,
      expiresAt: now + THROTTLES[scope].windowSeconds,
    });
    try {
      await documentClient.send(
        new PutCommand({
          TableName: table(),
          Item: stored,
          ConditionExpression: 'attribute_not_exists(#expiresAt) OR #expiresAt <= :now',
          ExpressionAttributeNames: { '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      return item;
    } catch (error) {
      // Another request opened the window first: count in it.
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`Could not count a ${scope} request`);
}

/** Counts the request and refuses it (429) once the subject is past its limit in the window. */
export async function throttle(scope: ThrottleScope, subject: string, nowMs = clockNowMs()): Promise<void> {
  const verdict = throttleVerdict(await countRequest(scope, subject, nowMs), THROTTLES[scope], nowMs);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, scope);
}

/**
 * Refuses (429) a request whose count would pass the limit, without counting it: for the throttles that
 * count only failures (failed logins), the request is counted when it fails (countRequest).
 */
export async function refuseWhenThrottled(
  scope: ThrottleScope,
  subject: string,
  nowMs = clockNowMs(),
): Promise<void> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: table(), Key: RateCounter.key({ scope, subject }) }),
  );
  const window = Item ? parseItem(RateCounter, Item) : undefined;
  if (!isLiveWindow(window, nowMs)) return;
  const verdict = throttleVerdict({ ...window, hits: window.hits + 1 }, THROTTLES[scope], nowMs);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, scope);
}

/** The client address API Gateway saw (the local server sets it from the socket). */
export function clientAddressOf(event: { requestContext?: { http?: { sourceIp?: string } } }): string {
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
