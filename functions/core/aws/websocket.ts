import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from '../env.js';
import { sdkLogger } from './sdk-logger.js';

let client: ApiGatewayManagementApiClient | undefined;

/** The management client needs the WebSocket API's own endpoint, known only from configuration. */
export function websocketClient(): ApiGatewayManagementApiClient {
  const endpoint = env().WS_MANAGEMENT_ENDPOINT;
  if (!endpoint) throw new Error('WS_MANAGEMENT_ENDPOINT is not configured');
  client ??= new ApiGatewayManagementApiClient({ endpoint, logger: sdkLogger });
  return client;
}
