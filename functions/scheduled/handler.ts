import type { ScheduledEvent } from 'aws-lambda';
import { checkHealth } from '../core/health.js';
import { logger } from '../core/logger.js';
import { metrics } from '../core/metrics.js';
import { checkConfiguration } from '../core/env.js';

checkConfiguration('scheduled-handler');

/**
 * Scheduled jobs (EventBridge). The health heartbeat logs one line per run with each service's status, and
 * counts the services down (the ServicesDown metric, 0 when all is well), so that an alarm catches an
 * outage even when no user is calling the API (decision 076).
 */
export async function handler(event: ScheduledEvent): Promise<{ status: string }> {
  const health = await checkHealth();
  const down = health.services.filter((s) => s.status === 'down').map((s) => s.service);
  const line = { heartbeat: health.status, down, services: health.services, rule: event.resources?.[0] };
  if (down.length > 0) logger.error('Health heartbeat: services down', line);
  else logger.info('Health heartbeat', line);
  metrics.count('ServicesDown', down.length);
  return { status: health.status };
}
