import type { ScheduledEvent } from 'aws-lambda';
import { checkHealth } from '../core/health.js';
import { logger } from '../core/logger.js';
import { checkConfiguration } from '../core/env.js';

checkConfiguration('scheduled-handler');

/**
 * Scheduled jobs (EventBridge). The health heartbeat logs one line per run with each service's status, so
 * that a metric filter and an alarm catch an outage even when no user is calling the API.
 */
export async function handler(event: ScheduledEvent): Promise<{ status: string }> {
  const health = await checkHealth();
  const down = health.services.filter((s) => s.status === 'down').map((s) => s.service);
  const line = { heartbeat: health.status, down, services: health.services, rule: event.resources?.[0] };
  if (down.length > 0) logger.error('Health heartbeat: services down', line);
  else logger.info('Health heartbeat', line);
  return { status: health.status };
}
