import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { submissionsOfProject } from '../../functions/core/db/entities/submission-keys.js';
import { createItem, queryAll } from '../../functions/core/db/ops.js';
import { logger } from '../../functions/core/logger.js';
import { withdrawCompletedSubmissions } from '../../functions/core/submissions/submission-withdrawal.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { create, loadRefs } from './projects-support.js';

/**
 * SES fails while completed submissions are withdrawn (decision 040): the withdrawal stands (the bids are
 * incomplete, the count answered), and each unsent email is logged as an error naming its submission. The
 * use case runs in this worker, against the test stack's DynamoDB, with only SES replaced by a failing mock.
 */

let lead: SignedIn;
beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  await loadRefs(lead);
});

const ses = mockClient(SESv2Client);
afterEach(() => {
  ses.reset();
  vi.restoreAllMocks();
});

describe('a failed withdrawal email', () => {
  it('keeps the withdrawal and logs each unsent email as an error', async () => {
    ses.on(SendEmailCommand).rejects(new Error('SES is unavailable'));
    const errors = vi.spyOn(logger, 'error');
    const { customerId } = lead.info.customer;
    const { project } = await create(lead);
    const submissionIds = ['a', 'b'].map((n) => `submission-${n}-${randomUUID().slice(0, 8)}`);
    for (const submissionId of submissionIds)
      await createItem(Submission, {
        customerId,
        projectId: project.projectId,
        submissionId,
        status: 'complete',
        companyName: 'Bidder Ltd.',
        contactEmail: `${submissionId}@bidder.example`,
      });

    const withdrawn = await withdrawCompletedSubmissions({
      customerId,
      projectId: project.projectId,
      actorId: lead.info.user.userId,
      reason: 'unlock',
      named: 2,
    });

    expect(withdrawn).toBe(2);
    const stored = await queryAll(Submission, submissionsOfProject(customerId, project.projectId));
    expect(stored.map((s) => s.status)).toEqual(['incomplete', 'incomplete']);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    const logged = errors.mock.calls.filter(([message]) => message.startsWith('Withdrawal email not sent'));
    expect(logged.map(([, attributes]) => attributes?.submissionId).sort()).toEqual(
      [...submissionIds].sort(),
    );
  });
});
