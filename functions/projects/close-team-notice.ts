/**
 * The team's notice that a bid has closed: the project's team and its lead learn from their mailbox, at the
 * closing, how many bids were handed in and where to open them, in the agency's language. Sent by the close
 * job once the bids are sealed; a failure is logged and never undoes the close. It says how many bids came
 * in, never from whom: the opening decides what shows (decision 057).
 */
import type { Language } from '../../shared/errors.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { ProjectTeamMember, teamOfProject } from '../core/db/entities/project-team-member.js';
import { UserHeader } from '../core/db/entities/user-header.js';
import { batchGet, getItem, queryAll } from '../core/db/ops.js';
import { appOriginFor, formatInstant, htmlOf, sendEmail } from '../core/email.js';
import { logger } from '../core/logger.js';

export interface ClosedBidFacts {
  bid: string;
  closingDate: string;
  timeZone: string;
  handedIn: number;
  link: string;
}

/** The notice, in one language. */
export function closedBidNotice(facts: ClosedBidFacts, lang: Language) {
  const at = formatInstant(facts.closingDate, facts.timeZone, lang);
  const text =
    lang === 'fr'
      ? `L’appel d’offres ${facts.bid} est clos depuis le ${at}.\n\n${
          facts.handedIn === 0
            ? 'Aucune soumission n’a été reçue.'
            : facts.handedIn === 1
              ? 'Une soumission a été reçue et scellée.'
              : `${facts.handedIn} soumissions ont été reçues et scellées.`
        }\n\nLes soumissions du projet dans Tenderbox : ${facts.link}`
      : `The bid ${facts.bid} closed on ${at}.\n\n${
          facts.handedIn === 0
            ? 'No bids were received.'
            : facts.handedIn === 1
              ? 'One bid was received and sealed.'
              : `${facts.handedIn} bids were received and sealed.`
        }\n\nThe project's submissions in Tenderbox: ${facts.link}`;
  return {
    subject: lang === 'fr' ? `Appel d’offres clos : ${facts.bid}` : `Bid closed: ${facts.bid}`,
    text,
    html: htmlOf(text),
  };
}

/** The active addresses of the project's team and its lead, once each. */
async function teamAddresses(customerId: string, projectId: string, projectLeadId: string | undefined) {
  const team = await queryAll(ProjectTeamMember, teamOfProject(customerId, projectId));
  const ids = [...new Set([...team.map((m) => m.userId), ...(projectLeadId ? [projectLeadId] : [])])];
  if (ids.length === 0) return [];
  const users = await batchGet(
    UserHeader,
    ids.map((userId) => ({ customerId, userId })),
  );
  return [
    ...new Set(
      users
        .map((u) => u as { email?: string; active?: boolean })
        .filter((u) => u.active !== false && u.email)
        .map((u) => u.email!),
    ),
  ];
}

/** Emails the team that the bid closed with this many bids handed in. Never throws. */
export async function notifyTeamOfClose(
  project: {
    customerId: string;
    projectId: string;
    number?: string | undefined;
    name: string;
    closingDate: string;
    projectLeadId?: string | undefined;
  },
  handedIn: number,
): Promise<void> {
  const { customerId, projectId } = project;
  try {
    const [to, agency] = await Promise.all([
      teamAddresses(customerId, projectId, project.projectLeadId),
      getItem(CustomerHeader, { customerId }),
    ]);
    if (to.length === 0) return;
    const header = agency as { defaultLanguage?: string; timeZone?: string } | undefined;
    const lang: Language = header?.defaultLanguage === 'fr' ? 'fr' : 'en';
    const notice = closedBidNotice(
      {
        bid: `${project.number ?? ''} ${project.name}`.trim(),
        closingDate: project.closingDate,
        timeZone: header?.timeZone ?? 'America/Toronto',
        handedIn,
        // The job has no request: links go to the app's first origin.
        link: `${appOriginFor(undefined)}/projects/${encodeURIComponent(projectId)}/source/submissions`,
      },
      lang,
    );
    await sendEmail({ to, ...notice });
  } catch (error) {
    logger.error('Closed bid notice not sent: the team was not told of the closing', { projectId, error });
  }
}
