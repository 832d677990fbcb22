/** The one-time job that removes what a deleted project leaves behind (infra/schedules.ts: project-cleanup). */
import type { ScheduleName } from '../core/one-time-schedules.js';

export const CLEANUP_JOB = 'project-cleanup';

/** One schedule per project: a repeated delete replaces it. */
export const cleanupSchedule = (customerId: string, projectId: string): ScheduleName => ({
  purpose: 'projectcleanup',
  tenant: customerId,
  record: projectId,
});
