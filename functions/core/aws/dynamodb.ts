import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sdkLogger } from './sdk-logger.js';

/** Module-scope singletons: one connection pool per Lambda container. The endpoint comes from the SDK's
 * standard configuration (AWS_ENDPOINT_URL_DYNAMODB locally). */
export const dynamodb = new DynamoDBClient({ logger: sdkLogger });
export const documentClient = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});
