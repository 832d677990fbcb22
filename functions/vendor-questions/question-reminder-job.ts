import * as z from 'zod/mini';
import { PUBLIC_LISTING_STATUSES } from '../../shared/domain/opportunities/public-listing.js';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { followersOfProject, OpportunityFollow } from '../core/db/entities/opportunity-follow.js';
import { PlanTaker, planTakersOfProject } from '../core/db/entities/plan-taker.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { batchGet, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited } from '../core/db/transaction.js';
import { appOriginFor, formatInstant, sendEmail } from '../core/email.js';
import { checkConfiguration } from '../core/env.js';
import { logger } from '../core/logger.js';
import { runOneTimeJob, type OneTimeJobResult } from '../core/one-time-schedules.js';
import { projectQuestionReminderAt } from '../core/questions/question-reminder.js';

checkConfiguration('vendor-questions-question-reminder-job');

const ZPayload = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(64)),
  reminderAt: z.string(),
});

export type QuestionReminderOutcome = { sent: true; to: string[] } | { sent: false; reason: string };

/** The reminder in English and French: a supplier company has no language of its own (issue 9). */
export function questionReminderEmail(facts: {
  projectName: string;
  projectNumber?: string | undefined;
  deadline: string;
  timeZone: string;
  link: string;
}) {
  const bid = facts.projectNumber ? `${facts.projectNumber} ${facts.projectName}` : facts.projectName;
  return {
    subject: `Question deadline: ${bid} / Date limite des questions : ${bid}`,
    text: [
      `Questions about "${bid}" are taken until ${formatInstant(facts.deadline, facts.timeZone, 'en')}. Ask yours in the supplier portal: ${facts.link}`,
      '',
      `Les questions sur « ${bid} » sont reçues jusqu’au ${formatInstant(facts.deadline, facts.timeZone, 'fr')}. Posez les vôtres dans le portail des fournisseurs : ${facts.link}`,
    ].join('\n'),
  };
}

/**
 * The question-reminder one-time job (infra/schedules.ts; decision 051): emails the bid's plan takers and
 * followers (at the company's primary address) that its question deadline comes in
 * `questionReminderEmailDays` days. It acts only while the project exists,
 * is out (published or open) and still has the reminder's moment that was scheduled: a save that moves it
 * reschedules, a delete cancels, and a firing that escaped its stop must still do nothing. Each recipient
 * gets its own email, so no supplier learns another's address.
 */
export async function handler(event: unknown): Promise<OneTimeJobResult<QuestionReminderOutcome>> {
  return runOneTimeJob(event, async ({ tenant, payload }) => {
    const { projectId, reminderAt } = ZPayload.parse(payload);
    const project = await getItem(ProjectPublicView, { customerId: tenant, projectId });
    if (!project) return { sent: false, reason: 'gone' };
    if (projectQuestionReminderAt(project) !== reminderAt) return { sent: false, reason: 'changed' };
    if (!PUBLIC_LISTING_STATUSES.includes(project.status)) return { sent: false, reason: 'notOut' };
    const [planTakers, follows, agency] = await Promise.all([
      queryAll(PlanTaker, planTakersOfProject(tenant, projectId)),
      queryAll(OpportunityFollow, followersOfProject(tenant, projectId)),
      getItem(CustomerHeader, { customerId: tenant }),
    ]);
    const followers = await batchGet(
      Vendor,
      [...new Set(follows.map((f) => f.vendorId))].map((vendorId) => ({ vendorId })),
    );
    const addresses = [...planTakers.map((p) => p.email), ...followers.map((v) => v.primaryEmail)];
    const to = [...new Set(addresses.map((a) => a.toLowerCase()))].sort();
    if (to.length === 0) return { sent: false, reason: 'noRecipient' };
    const domain = (agency as { domain?: string } | undefined)?.domain ?? '';
    const email = questionReminderEmail({
      projectName: String(project.name ?? ''),
      projectNumber: typeof project.number === 'string' ? project.number : undefined,
      deadline: String(project.questionDeadline),
      timeZone: agency?.timeZone ?? 'America/Toronto',
      link: `${appOriginFor(undefined)}/portal/opportunities/${domain}/${projectId}`,
    });
    for (const address of to) await sendEmail({ to: [address], ...email });
    await transactAudited(
      {
        customerId: tenant,
        actorId: SYSTEM_ACTOR,
        entityType: 'project',
        entityId: projectId,
        projectId,
        action: 'questionReminderSent',
        after: { to, reminderAt },
      },
      [],
    );
    logger.info('Question reminder sent', { projectId, recipients: to.length });
    return { sent: true, to };
  });
}
