import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { logger } from '../logger.js';

/**
 * The logger every AWS SDK client of the product is given (decision 068). It has no `info`: the SDK's
 * logger middleware calls `logger?.info?.(…)` after every call, and with the SDK's default no-op logger it
 * still walks the call's input and output through the model's sensitive-data filter to build a line that
 * goes nowhere — about a quarter of a DynamoDB call's CPU in the local runtime. A failed call is not
 * logged here (`error` is silent): the product's own code handles or reports it, and an expected refusal
 * (a condition that failed) is not an error. What the SDK warns of reaches the product's log.
 */
export const sdkLogger = {
  debug: () => undefined,
  warn: (...content: unknown[]) => logger.warn('AWS SDK warning', { content: content.map(String) }),
  error: () => undefined,
} as unknown as NonNullable<DynamoDBClientConfig['logger']>;
