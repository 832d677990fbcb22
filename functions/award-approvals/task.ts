import { checkConfiguration } from '../core/env.js';

checkConfiguration('award-approvals-task');

/** The award-approval workflow's tasks (decision 065): contract commit, filled in by the next commits. */
export async function handler(event: unknown): Promise<unknown> {
  throw new Error(`Award approval task not implemented yet: ${JSON.stringify(event).length} bytes`);
}
