/**
 * Withdrawing a project's completed submissions to incomplete (docs/product/bids.md#its-life; decision 040),
 * for every group whose change does it: unlocking the requirements (project-build), an addendum added to an
 * open bid (documents), a change of the prompt-pay setting (projects). The caller's user was warned of a
 * count and names it; another count refuses with 409 `submissionsWouldBeWithdrawn` and the count now, nothing
 * changed.
 *
 * planWithdrawal reads and decides, and returns the transaction items (each submission back to incomplete at
 * its version, and the audit event on the project) for the caller to write in its own change's transaction;
 * after the commit, notifyBidders emails each bidder. A failed email does not undo the withdrawal: it is
 * logged as an error with the submission, and the others are still sent.
 */
import {
  findWithdrawalRefusal,
  type WithdrawalReason,
} from '../../../shared/domain/submissions/withdrawal.js';
import { isCompletedSubmission } from '../../../shared/domain/submissions/submission-status.js';
import { AppError, ConflictError } from '../app-error.js';
import { auditRecord } from '../audit.js';
import { AuditEvent } from '../db/entities/audit-event.js';
import { Customer } from '../db/entities/customer-record.js';
import { ProjectHeader } from '../db/entities/project-header.js';
import { Submission, type SubmissionRecord } from '../db/entities/submission.js';
import { submissionsOfProject } from '../db/entities/submission-keys.js';
import { getItem, queryAll } from '../db/ops.js';
import { transact, tx, type TxItem } from '../db/transaction.js';
import { formatInstant, sendEmail } from '../email.js';
import { logger } from '../logger.js';
import { withdrawalNotice } from './submission-withdrawal-email.js';

/**
 * The most completed submissions one change withdraws: each is a write of the change's transaction, which
 * also holds the change itself and its audit events (DynamoDB's limit is 100 items).
 */
export const WITHDRAWAL_MAX = 90;

export interface WithdrawalRequest {
  customerId: string;
  projectId: string;
  actorId: string;
  reason: WithdrawalReason;
  /** The count the caller's user was warned of; undefined when they were not warned. */
  named: number | undefined;
}

export interface WithdrawalPlan {
  request: WithdrawalRequest;
  withdrawn: readonly SubmissionRecord[];
  /** Each submission back to incomplete at its version, and the audit event: for the change's transaction. */
  items: readonly TxItem[];
}

const wouldBeWithdrawn = (completedSubmissions: number, cause?: unknown) =>
  new AppError('submissionsWouldBeWithdrawn', {
    params: { completedSubmissions },
    publicDetails: { completedSubmissions },
    ...(cause ? { cause } : {}),
  });

async function completedSubmissions(customerId: string, projectId: string) {
  const submissions = await queryAll(Submission, submissionsOfProject(customerId, projectId));
  return submissions.filter((submission) => isCompletedSubmission(submission.status));
}

/** Reads the completed submissions and decides: the writes of the withdrawal, or the 409 with the count. */
export async function planWithdrawal(request: WithdrawalRequest): Promise<WithdrawalPlan> {
  const { customerId, projectId } = request;
  const completed = await completedSubmissions(customerId, projectId);
  const refusal = findWithdrawalRefusal({ completedSubmissions: completed.length, named: request.named });
  if (refusal) throw wouldBeWithdrawn(completed.length);
  if (completed.length > WITHDRAWAL_MAX) throw new AppError('submissionsWithdrawalTooLarge');
  if (completed.length === 0) return { request, withdrawn: [], items: [] };
  const items = completed.map((submission) =>
    tx.updateVersioned(Submission, submission, { set: { status: 'incomplete' }, remove: ['completedAt'] }),
  );
  const audit = auditRecord({
    customerId,
    actorId: request.actorId,
    entityType: 'project',
    entityId: projectId,
    // The project's activity feed reads the events that carry its id (decision 030).
    projectId,
    action: 'withdrawCompletedSubmissions',
    after: {
      reason: request.reason,
      completedSubmissions: completed.length,
      submissionIds: completed.map((submission) => submission.submissionId),
    },
  });
  return { request, withdrawn: completed, items: [...items, tx.create(AuditEvent, audit)] };
}

/**
 * A change's transaction failed: when a submission moved since the plan (someone submitted, or changed their
 * bid), the 409 that warns the caller's user again with the count now; undefined when the failure is another.
 */
export async function withdrawalConflictOf(
  plan: WithdrawalPlan,
  error: unknown,
): Promise<AppError | undefined> {
  if (!(error instanceof ConflictError) || plan.withdrawn.length === 0) return undefined;
  const now = await completedSubmissions(plan.request.customerId, plan.request.projectId);
  const same =
    now.length === plan.withdrawn.length &&
    now.every((submission, i) => submission.version === plan.withdrawn[i]?.version);
  return same ? undefined : wouldBeWithdrawn(now.length, error);
}

/** Emails each bidder whose submission the committed plan withdrew. Never throws: failures are logged. */
export async function notifyBidders(plan: WithdrawalPlan): Promise<void> {
  if (plan.withdrawn.length === 0) return;
  const { customerId, projectId, reason } = plan.request;
  try {
    const [customer, project] = await Promise.all([
      getItem(Customer, { customerId }),
      getItem(ProjectHeader, { customerId, projectId }),
    ]);
    const lang = customer?.defaultLanguage ?? 'en';
    const timeZone = customer?.timeZone ?? 'America/Toronto';
    const closingDate = project?.closingDate;
    const closing = typeof closingDate === 'string' ? formatInstant(closingDate, timeZone, lang) : undefined;
    const results = await Promise.allSettled(
      plan.withdrawn.map((submission) =>
        sendEmail({
          to: [submission.contactEmail],
          ...withdrawalNotice(
            {
              agency: customer?.displayName ?? 'Tenderbox',
              projectName: project?.name ?? projectId,
              projectNumber: project?.number ?? '',
              companyName: submission.companyName,
              contactName: submission.contactName,
              reason,
              closing,
            },
            lang,
          ),
        }),
      ),
    );
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        logger.error('Withdrawal email not sent: the bidder was not told to submit again', {
          customerId,
          projectId,
          submissionId: plan.withdrawn[i]?.submissionId,
          reason,
          error: result.reason as Error,
        });
    });
  } catch (error) {
    // Reading the agency or the project failed: the withdrawal stands, and no bidder was emailed.
    logger.error('Withdrawal emails not sent: the bidders were not told to submit again', {
      customerId,
      projectId,
      reason,
      bidders: plan.withdrawn.length,
      error: error as Error,
    });
  }
}

/**
 * A withdrawal that is the whole change (unlocking the requirements): its own transaction, then the
 * emails. Answers how many submissions were withdrawn.
 */
export async function withdrawCompletedSubmissions(request: WithdrawalRequest): Promise<number> {
  const plan = await planWithdrawal(request);
  if (plan.items.length === 0) return 0;
  try {
    await transact(plan.items);
  } catch (error) {
    throw (await withdrawalConflictOf(plan, error)) ?? error;
  }
  await notifyBidders(plan);
  return plan.withdrawn.length;
}
