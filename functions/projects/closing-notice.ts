/**
 * Telling registered suppliers that a bid's closing moved (docs/product/opening.md#closing, decision 055),
 * when the user who moved it chose to: the bid's plan takers, bidders and followers, and for an invited-only
 * bid its invited addresses, once per address (core's `bidRecipientsOf`, decision 052's rule). A supplier's
 * language is not recorded, so each email is in English and French, with the new closing in the agency's time
 * zone. Sent after the save commits: a failed send never undoes the new closing, and is logged with its
 * address.
 */
import { bidRecipientsOf, portalBidUrl } from '../core/opportunities/bid-recipients.js';
import { Customer } from '../core/db/entities/customer-record.js';
import { getItem } from '../core/db/ops.js';
import { formatInstant, htmlOf, sendEmail } from '../core/email.js';
import { logger } from '../core/logger.js';

/** The email: the bid, its new closing in both languages, and where to open it. */
export function closingChangeNotice(input: {
  agency: string;
  bid: string;
  closingDate: string;
  timeZone: string;
  url: string;
}) {
  const { agency, bid, closingDate, timeZone, url } = input;
  const en = `Hello,\n\n${agency} changed the closing date of ${bid}. Bids now close on ${formatInstant(closingDate, timeZone, 'en')}.\n\nThe bid in the Tenderbox supplier portal:\n\n${url}`;
  const fr = `Bonjour,\n\n${agency} a modifié la date de clôture de ${bid}. Les soumissions sont désormais reçues jusqu’au ${formatInstant(closingDate, timeZone, 'fr')}.\n\nL’appel d’offres dans le portail des fournisseurs Tenderbox :\n\n${url}`;
  const text = `${en}\n\n---\n\n${fr}`;
  return {
    subject: `New closing date: ${bid} / Nouvelle date de clôture : ${bid}`,
    text,
    html: htmlOf(text),
  };
}

/** Emails each recipient; answers how many were sent. Never throws: failures are logged. */
export async function emailClosingChange(
  project: { customerId: string; projectId: string; number: string; name: string; closingDate: string },
  requestOrigin: string | undefined,
): Promise<number> {
  const { customerId, projectId } = project;
  try {
    const [customer, recipients] = await Promise.all([
      getItem(Customer, { customerId }),
      bidRecipientsOf(customerId, projectId, { invitedToo: true }),
    ]);
    const notice = closingChangeNotice({
      agency: customer?.displayName ?? 'Tenderbox',
      bid: `${project.number} ${project.name}`.trim(),
      closingDate: project.closingDate,
      timeZone: customer?.timeZone ?? 'America/Toronto',
      url: portalBidUrl(requestOrigin, customer?.domain ?? '', projectId),
    });
    const results = await Promise.allSettled(recipients.map((r) => sendEmail({ to: [r.email], ...notice })));
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        logger.error('Closing change email not sent: a supplier was not told of the new closing', {
          customerId,
          projectId,
          email: recipients[i]?.email,
          error: result.reason as Error,
        });
    });
    return results.filter((r) => r.status === 'fulfilled').length;
  } catch (error) {
    logger.error('Closing change emails not sent: no supplier was told of the new closing', {
      customerId,
      projectId,
      error: error as Error,
    });
    return 0;
  }
}
