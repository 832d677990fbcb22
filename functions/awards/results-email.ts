/**
 * The email each bidder receives when the bid is awarded (docs/product/evaluation-and-award.md#award,
 * decision 064): the results are published, and whether its own company is among the awarded. In English and
 * French in one message, as suppliers have no language of their own yet; text and its HTML twin. One email
 * per address, sent after the award is committed; a failure is logged and does not undo the award.
 */
import type { AwardRecord } from '../core/db/entities/award.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { getItem } from '../core/db/ops.js';
import { htmlOf, sendEmail, type OutgoingEmail } from '../core/email.js';
import { logger } from '../core/logger.js';
import { listedBidsOf } from '../core/submissions/opened-bids.js';

export interface ResultsNoticeFacts {
  agency: string;
  projectName: string;
  projectNumber: string;
  companyName: string;
  awarded: boolean;
}

export function resultsNotice(facts: ResultsNoticeFacts): Omit<OutgoingEmail, 'to'> & { html: string } {
  const en = [
    `Hello ${facts.companyName},`,
    `${facts.agency} has awarded the bid ${facts.projectName} (${facts.projectNumber}).`,
    facts.awarded
      ? `${facts.companyName} is among the companies awarded. The agency will contact you about the next steps.`
      : `${facts.companyName} is not among the companies awarded. Thank you for your submission.`,
  ];
  const fr = [
    `Bonjour ${facts.companyName},`,
    `${facts.agency} a adjugé l’appel d’offres ${facts.projectName} (${facts.projectNumber}).`,
    facts.awarded
      ? `${facts.companyName} fait partie des entreprises adjudicataires. L’organisme communiquera avec vous pour la suite.`
      : `${facts.companyName} ne fait pas partie des entreprises adjudicataires. Merci de votre soumission.`,
  ];
  const text = [...en, '—', ...fr].join('\n\n');
  return {
    subject: `Results published: ${facts.projectName} / Résultats publiés : ${facts.projectName}`,
    text,
    html: htmlOf(text),
  };
}

/** Emails every bidder of the project once (by address), telling each whether its company was awarded. */
export async function emailResults(
  customerId: string,
  project: { projectId: string; name: string; number: string },
  awards: readonly AwardRecord[],
): Promise<void> {
  try {
    const [agency, bids] = await Promise.all([
      getItem(CustomerHeader, { customerId }),
      listedBidsOf(customerId, project.projectId),
    ]);
    const awarded = new Set(awards.map((a) => a.submissionId));
    const byAddress = new Map<string, { companyName: string; awarded: boolean }>();
    for (const bid of bids) {
      const address = bid.contactEmail.toLowerCase();
      const known = byAddress.get(address);
      byAddress.set(address, {
        companyName: bid.companyName,
        awarded: (known?.awarded ?? false) || awarded.has(bid.submissionId),
      });
    }
    const name = (agency as { displayName?: string } | undefined)?.displayName ?? '';
    for (const [address, bidder] of byAddress)
      await sendEmail({
        to: [address],
        ...resultsNotice({
          agency: name,
          projectName: project.name,
          projectNumber: project.number,
          ...bidder,
        }),
      });
  } catch (error) {
    logger.error('Award results email not sent', { projectId: project.projectId, error });
  }
}
