import * as z from 'zod/mini';
import { isAwardApprovalPending } from '../../shared/domain/awards/award-approval-status.js';
import { SYSTEM_ACTOR } from '../core/audit.js';
import {
  MAX_LINKS_PER_MEMBER,
  approverLinkUrl,
  newApproverLink,
} from '../core/awards/award-approval-links.js';
import { sendApproverEmail, sendLeadEmail } from './award-approval-emails.js';
import { nowIso } from '../core/clock.js';
import { AwardApproval, type AwardApprovalRecord } from '../core/db/entities/award-approval.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { ProjectHeader } from '../core/db/entities/project-header.js';
import { User } from '../core/db/entities/user.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { appOriginFor } from '../core/email.js';
import { checkConfiguration } from '../core/env.js';
import { ConflictError } from '../core/app-error.js';
import { logger } from '../core/logger.js';

checkConfiguration('award-approvals-task');

const ZIds = {
  customerId: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  awardApprovalId: z.string().check(z.minLength(1)),
  round: z.number(),
};

/** The award-approval workflow's tasks (infra/workflows/award-approval.asl.json); the ASL names the task. */
const ZTask = z.discriminatedUnion('task', [
  z.object({ task: z.literal('awardApproval.nextMember'), ...ZIds }),
  z.object({
    task: z.literal('awardApproval.awaitDecision'),
    ...ZIds,
    awardApprovalWorkflowId: z.string().check(z.minLength(1)),
    reminder: z.boolean(),
    taskToken: z.string().check(z.minLength(1)),
  }),
  z.object({
    task: z.literal('awardApproval.notifyLead'),
    ...ZIds,
    outcome: z.enum(['approved', 'declined']),
  }),
]);
type NotifyTask = Extract<z.output<typeof ZTask>, { task: 'awardApproval.notifyLead' }>;
type AwaitTask = Extract<z.output<typeof ZTask>, { task: 'awardApproval.awaitDecision' }>;

export type NextStep =
  | { next: 'ask'; awardApprovalWorkflowId: string }
  | { next: 'approved' | 'declined' | 'superseded'; awardApprovalWorkflowId: null };

/** The member already decided (or the approval moved on): the waiting state ends and the machine asks again. */
export class AlreadyDecidedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AwardApproval.AlreadyDecided';
  }
}

/** Sending the email failed: the waiting state retries (a new token), as the ASL's Retry says. */
export class EmailFailedError extends Error {
  constructor(cause: unknown) {
    super('The approver email could not be sent', { cause });
    this.name = 'AwardApproval.EmailFailed';
  }
}

const load = (t: { customerId: string; projectId: string; awardApprovalId: string }) =>
  getItem(AwardApproval, {
    customerId: t.customerId,
    projectId: t.projectId,
    awardApprovalId: t.awardApprovalId,
  });

/** Whether this execution still speaks for the approval: the current round, still sent. */
const current = (record: AwardApprovalRecord | undefined, round: number): record is AwardApprovalRecord =>
  record !== undefined &&
  record.round === round &&
  isAwardApprovalPending(record.status) &&
  record.status !== 'correcting';

/**
 * Who is asked next: the first member, in order, who has not approved. The approval's own outcome (Approved
 * when the last approves, Declined on a decline) is written by the approver's call with the decision; here
 * it only ends the machine in the matching state. An execution of an earlier round, or of an approval
 * being corrected, cancelled or deleted, is superseded and ends.
 */
export async function nextMember(t: z.output<typeof ZTask>): Promise<NextStep> {
  const record = await load(t);
  if (record && record.round === t.round && (record.status === 'approved' || record.status === 'declined'))
    return { next: record.status, awardApprovalWorkflowId: null };
  if (!current(record, t.round)) return { next: 'superseded', awardApprovalWorkflowId: null };
  const member = record.workflow.find((m) => m.status !== 'approved');
  if (!member) return { next: 'approved', awardApprovalWorkflowId: null };
  return { next: 'ask', awardApprovalWorkflowId: member.awardApprovalWorkflowId };
}

/**
 * The machine waits on a member: stores its task token on them, issues their link (only its hash is
 * stored) and emails it, the first time as the ask, after a timeout as a reminder with a fresh link (the
 * earlier ones still open). Retried on a lost version race with the buyer's edit.
 */
export async function awaitDecision(t: AwaitTask): Promise<{ emailed: string }> {
  for (let attempt = 1; ; attempt++) {
    const record = await load(t);
    if (!current(record, t.round)) throw new AlreadyDecidedError('The approval is no longer waiting');
    const member = record.workflow.find((m) => m.awardApprovalWorkflowId === t.awardApprovalWorkflowId);
    if (!member) throw new AlreadyDecidedError('The member left the workflow');
    if (member.status === 'approved' || member.status === 'declined')
      throw new AlreadyDecidedError('The member already decided');
    const [agency, project] = await Promise.all([
      getItem(CustomerHeader, { customerId: t.customerId }),
      getItem(ProjectHeader, { customerId: t.customerId, projectId: t.projectId }),
    ]);
    const { token, link } = newApproverLink(agency?.approverLinkValidityDays);
    const now = nowIso();
    const links = t.reminder ? [...member.links, link].slice(-MAX_LINKS_PER_MEMBER) : [link];
    const workflow = record.workflow.map((m) =>
      m === member
        ? {
            ...m,
            status: 'emailSent' as const,
            emailedAt: now,
            links,
            taskToken: t.taskToken,
            round: t.round,
          }
        : m,
    );
    try {
      await transactAudited(
        {
          customerId: t.customerId,
          actorId: SYSTEM_ACTOR,
          entityType: 'awardApproval',
          entityId: t.awardApprovalId,
          projectId: t.projectId,
          action: t.reminder ? 'remindAwardApprover' : 'emailAwardApprover',
          after: { awardApprovalWorkflowId: member.awardApprovalWorkflowId, email: member.email },
        },
        [tx.updateVersioned(AwardApproval, record, { set: { workflow, status: 'emailSent' } })],
      );
    } catch (error) {
      if (error instanceof ConflictError && attempt < 5) continue;
      throw error;
    }
    try {
      await sendApproverEmail(member.email, {
        kind: t.reminder ? 'reminder' : 'ask',
        lang: member.language ?? agency?.defaultLanguage ?? 'en',
        fullName: member.fullName,
        role: member.role,
        agencyName: agency?.displayName ?? '',
        projectName: project?.name ?? '',
        projectNumber: project?.number ?? '',
        companyName: record.companyName,
        reportName: record.reportName,
        url: approverLinkUrl(
          appOriginFor(undefined),
          t.awardApprovalId,
          member.awardApprovalWorkflowId,
          token,
        ),
        expiresAt: link.expiresAt,
        timeZone: agency?.timeZone ?? 'America/Toronto',
      });
    } catch (error) {
      throw new EmailFailedError(error);
    }
    return { emailed: member.awardApprovalWorkflowId };
  }
}

/** The project's lead, or else whoever created the approval. */
async function leadOf(t: NotifyTask, record: AwardApprovalRecord) {
  const project = await getItem(ProjectHeader, { customerId: t.customerId, projectId: t.projectId });
  const userId = project?.projectLeadId || record.createdBy;
  return userId ? getItem(User, { customerId: t.customerId, userId }) : undefined;
}

/**
 * The workflow ended Approved or Declined: the approval's lead (the project's lead, else who created it) is emailed, in the agency's
 * language, with the decliner's comments on a decline. Only for the round that ended so, once: a later
 * round or a status that moved on since (reset, cancelled) sends nothing.
 */
export async function notifyLead(t: NotifyTask): Promise<{ notified: string | null }> {
  const record = await load(t);
  if (!record || record.round !== t.round || record.status !== t.outcome) return { notified: null };
  const [agency, project, lead] = await Promise.all([
    getItem(CustomerHeader, { customerId: t.customerId }),
    getItem(ProjectHeader, { customerId: t.customerId, projectId: t.projectId }),
    leadOf(t, record),
  ]);
  if (!lead?.email || !lead.active) return { notified: null };
  const decliner = record.workflow.find((m) => m.status === 'declined');
  try {
    await sendLeadEmail(lead.email, {
      outcome: t.outcome,
      lang: agency?.defaultLanguage ?? 'en',
      leadName: `${lead.firstName} ${lead.lastName}`.trim(),
      projectName: project?.name ?? '',
      projectNumber: project?.number ?? '',
      companyName: record.companyName,
      reportName: record.reportName,
      ...(decliner ? { decliner: { fullName: decliner.fullName, comments: decliner.comments } } : {}),
      url: `${appOriginFor(undefined)}/projects/${t.projectId}/award/approval?approval=${t.awardApprovalId}`,
    });
  } catch (error) {
    throw new EmailFailedError(error);
  }
  return { notified: lead.userId };
}

export async function handler(event: unknown): Promise<unknown> {
  const task = ZTask.parse(event);
  logger.appendKeys({ task: task.task, awardApprovalId: task.awardApprovalId });
  try {
    switch (task.task) {
      case 'awardApproval.nextMember':
        return await nextMember(task);
      case 'awardApproval.awaitDecision':
        return await awaitDecision(task);
      case 'awardApproval.notifyLead':
        return await notifyLead(task);
    }
  } finally {
    logger.removeKeys(['task', 'awardApprovalId']);
  }
}
