import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { stackNow } from '../../helpers/clock.js';

/**
 * Completed bids on a project, written with the entity module: suppliers submit with a later issue
 * (decision 040). The stack's environment (the table, DynamoDB Local's address) comes from the e2e setup;
 * the entity modules are loaded only once it is set, since the data layer reads it once.
 */
export async function seedCompletedSubmissions(
  customerId: string,
  projectId: string,
  count: number,
): Promise<string[]> {
  Object.assign(process.env, inject('stackEnv'));
  const { Submission } = await import('../../../functions/core/db/entities/submission.js');
  const { createItem } = await import('../../../functions/core/db/ops.js');
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID().slice(0, 8);
    const contactEmail = `bids-${id}@bidder.example`;
    await createItem(Submission, {
      customerId,
      projectId,
      submissionId: `submission-${id}`,
      status: 'complete',
      companyName: `Bidder ${id} Ltd.`,
      contactEmail,
      completedAt: new Date(stackNow()).toISOString(),
    });
    emails.push(contactEmail);
  }
  return emails;
}
