import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger.js';
import { dynamodb } from './dynamodb.js';
import { s3 } from './s3.js';
import { sdkLogger } from './sdk-logger.js';
import { ses } from './ses.js';
import { sfn } from './sfn.js';

afterEach(() => vi.restoreAllMocks());

describe('sdkLogger', () => {
  it('is every client’s logger, and has no info: the SDK then builds no filtered copy of each call', () => {
    for (const client of [dynamodb, s3, ses, sfn]) expect(client.config.logger).toBe(sdkLogger);
    expect('info' in sdkLogger).toBe(false);
  });

  it('passes the SDK’s warnings to the product’s log, and leaves failed calls to the code that made them', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    sdkLogger.warn('region redirect');
    sdkLogger.error({ commandName: 'PutCommand', error: new Error('ConditionalCheckFailed') });
    expect(warn).toHaveBeenCalledWith('AWS SDK warning', { content: ['region redirect'] });
    expect(error).not.toHaveBeenCalled();
  });
});
