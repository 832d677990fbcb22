import { GetConnectionCommand, GoneException } from '@aws-sdk/client-apigatewaymanagementapi';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { ListStateMachinesCommand } from '@aws-sdk/client-sfn';
import type { THealth, THealthSummary, TServiceHealth } from '../../shared/schemas/system.js';
import { dynamodb } from './aws/dynamodb.js';
import { s3 } from './aws/s3.js';
import { ses } from './aws/ses.js';
import { sfn } from './aws/sfn.js';
import { websocketClient } from './aws/websocket.js';
import { env } from './env.js';

const CHECK_TIMEOUT_MS = 3_000;

type Probe = (signal: AbortSignal) => Promise<void>;

/** Each service is asked the cheapest question that proves it answers for this deployment. */
const probes: Record<TServiceHealth['service'], Probe> = {
  dynamodb: async (abortSignal) => {
    await dynamodb.send(new DescribeTableCommand({ TableName: env().TABLE_NAME }), { abortSignal });
  },
  s3: async (abortSignal) => {
    await s3.send(new HeadBucketCommand({ Bucket: env().DOCUMENTS_BUCKET }), { abortSignal });
  },
  ses: async (abortSignal) => {
    await ses.send(new GetAccountCommand({}), { abortSignal });
  },
  stepfunctions: async (abortSignal) => {
    await sfn.send(new ListStateMachinesCommand({ maxResults: 1 }), { abortSignal });
  },
  websocket: async (abortSignal) => {
    // An unknown connection answers Gone: that answer proves the management API is reachable.
    try {
      await websocketClient().send(new GetConnectionCommand({ ConnectionId: 'health-probe' }), {
        abortSignal,
      });
    } catch (error) {
      if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') return;
      throw error;
    }
  },
};

async function checkService(service: TServiceHealth['service']): Promise<TServiceHealth> {
  const started = performance.now();
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  try {
    await probes[service](signal);
    return { service, status: 'up', latencyMs: elapsed(started) };
  } catch (error) {
    const detail = (error as { name?: string }).name ?? 'Error';
    return { service, status: 'down', latencyMs: elapsed(started), detail };
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/**
 * The liveness answer anyone may have: the API answers. It asks no service, so that an anonymous caller
 * costs almost nothing (the deep check below is for site administrators, the heartbeat and `npm start`).
 */
export function livenessOf(): THealthSummary {
  return { status: 'ok', version: env().APP_VERSION };
}

/** Asks every service at once; the platform is up only when all of them answer. */
export async function checkHealth(): Promise<THealth> {
  const services = await Promise.all((Object.keys(probes) as TServiceHealth['service'][]).map(checkService));
  return {
    status: services.every((s) => s.status === 'up') ? 'up' : 'degraded',
    version: env().APP_VERSION,
    stage: env().STAGE,
    services,
  };
}
