/** The one-time schedule that publishes a project at its publish date (infra/schedules.ts: publish-project). */
import type { ScheduleName } from '../core/one-time-schedules.js';

export const PUBLISH_JOB = 'publish-project';

/** One schedule per project: scheduling again replaces it, cancelling removes it. */
export const publicationSchedule = (customerId: string, projectId: string): ScheduleName => ({
  purpose: 'publish',
  tenant: customerId,
  record: projectId,
});
