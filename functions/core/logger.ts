import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs (AWS Lambda Powertools). The level comes from POWERTOOLS_LOG_LEVEL or LOG_LEVEL;
 * each request appends its correlation id, so every line of one request can be found together.
 */
export const logger = new Logger({ serviceName: 'tenderbox' });
