/**
 * The notice of a new supplier question to the team members who asked for it (`receiveQuestionEmail`,
 * decision 051), in the agency's language, after the commit. Shared by every way a question arrives: the
 * portal (a signed-in supplier) and the public page (a visitor, when the bid lets anyone ask).
 */
import type { Language } from '../../../shared/errors.js';
import { CustomerHeader } from '../db/entities/customer-header.js';
import { ProjectTeamMember, teamOfProject } from '../db/entities/project-team-member.js';
import { UserHeader } from '../db/entities/user-header.js';
import { batchGet, getItem, queryAll } from '../db/ops.js';
import { appOriginFor, sendEmail } from '../email.js';
import { logger } from '../logger.js';

/** The team members who asked to be emailed of questions, with the agency's language. */
async function questionWatchers(customerId: string, projectId: string) {
  const team = await queryAll(ProjectTeamMember, teamOfProject(customerId, projectId));
  const ids = team.filter((m) => m.receiveQuestionEmail).map((m) => ({ customerId, userId: m.userId }));
  const [users, agency] = await Promise.all([
    ids.length > 0 ? batchGet(UserHeader, ids) : [],
    getItem(CustomerHeader, { customerId }),
  ]);
  const to = users
    .map((u) => u as { email?: string; active?: boolean })
    .filter((u) => u.active !== false && u.email)
    .map((u) => u.email!);
  // The agency's users are written to in its language (as the task reminders are).
  const language: Language =
    (agency as { defaultLanguage?: string } | undefined)?.defaultLanguage === 'fr' ? 'fr' : 'en';
  return { to, language };
}

/** The buyer's notice of a new question, in the agency's language. */
export function newQuestionEmail(
  facts: { projectName: string; projectNumber?: string; company: string; question: string; link: string },
  lang: Language,
) {
  const bid = facts.projectNumber ? `${facts.projectNumber} ${facts.projectName}` : facts.projectName;
  return lang === 'fr'
    ? {
        subject: `Nouvelle question : ${bid}`,
        text: `${facts.company} a posé une question sur « ${bid} » :\n\n${facts.question}\n\nRépondez-y dans Tenderbox : ${facts.link}`,
      }
    : {
        subject: `New question: ${bid}`,
        text: `${facts.company} asked a question about "${bid}":\n\n${facts.question}\n\nAnswer it in Tenderbox: ${facts.link}`,
      };
}

/** Emails the watchers of the project of a new question; a failure is logged, the question stands. */
export async function notifyQuestionWatchers(
  question: { customerId: string; projectId: string; company: string; question: string },
  project: Record<string, unknown>,
  origin: string | undefined,
): Promise<void> {
  const { customerId, projectId } = question;
  try {
    const watchers = await questionWatchers(customerId, projectId);
    if (watchers.to.length === 0) return;
    const email = newQuestionEmail(
      {
        projectName: String(project.name ?? ''),
        ...(typeof project.number === 'string' ? { projectNumber: project.number } : {}),
        company: question.company,
        question: question.question,
        link: `${appOriginFor(origin)}/projects/${projectId}/source/questions`,
      },
      watchers.language,
    );
    await sendEmail({ to: watchers.to, ...email });
  } catch (error) {
    logger.error('New question notice not sent', { projectId, error });
  }
}
