/**
 * Telling suppliers of a published addendum (issue 9 item 4, decision 052): every plan taker, bidder and
 * follower of the bid, once per company and address (core's `bidRecipientsOf`, shared with a moved
 * closing); for a bid that is not publicly listed, only invited addresses. A supplier's language is not recorded, so each email is in English and
 * French, with a link to the bid's page in the portal. Sent after the commit: a failed send never undoes
 * the publication and is never swallowed (logged with the project, the addendum and the address).
 */
import { bidRecipientsOf, portalBidUrl } from '../core/opportunities/bid-recipients.js';
import type { AddendumRecord } from '../core/db/entities/addendum.js';
import { Customer } from '../core/db/entities/customer-record.js';
import { getItem } from '../core/db/ops.js';
import { htmlOf, sendEmail } from '../core/email.js';
import { logger } from '../core/logger.js';

/** The email: what changed in a few words, and where to read and acknowledge it; English then French. */
export function addendumNotice(input: {
  agency: string;
  bid: string;
  number: number;
  title: string;
  url: string;
}) {
  const { agency, bid, number, title, url } = input;
  const en = `Hello,\n\n${agency} published addendum ${number} to ${bid}: ${title}.\n\nRead it and acknowledge it in the Tenderbox supplier portal:\n\n${url}`;
  const fr = `Bonjour,\n\n${agency} a publié l’addenda ${number} de ${bid} : ${title}.\n\nLisez-le et accusez-en réception dans le portail des fournisseurs Tenderbox :\n\n${url}`;
  const text = `${en}\n\n---\n\n${fr}`;
  return {
    subject: `Addendum ${number}: ${bid} / Addenda ${number} : ${bid}`,
    text,
    html: htmlOf(text),
  };
}

/** Emails each recipient; answers how many were sent. Never throws: failures are logged. */
export async function emailAddendum(
  addendum: AddendumRecord,
  project: { name: string; number: string },
  requestOrigin: string | undefined,
): Promise<number> {
  const { customerId, projectId, addendumId } = addendum;
  try {
    const [customer, recipients] = await Promise.all([
      getItem(Customer, { customerId }),
      bidRecipientsOf(customerId, projectId),
    ]);
    const notice = addendumNotice({
      agency: customer?.displayName ?? 'Tenderbox',
      bid: `${project.number} ${project.name}`.trim(),
      number: addendum.number ?? 0,
      title: addendum.title,
      url: portalBidUrl(requestOrigin, customer?.domain ?? '', projectId),
    });
    const results = await Promise.allSettled(recipients.map((r) => sendEmail({ to: [r.email], ...notice })));
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        logger.error('Addendum email not sent: a supplier was not told of the addendum', {
          customerId,
          projectId,
          addendumId,
          email: recipients[i]?.email,
          error: result.reason as Error,
        });
    });
    return results.filter((r) => r.status === 'fulfilled').length;
  } catch (error) {
    logger.error('Addendum emails not sent: no supplier was told of the addendum', {
      customerId,
      projectId,
      addendumId,
      error: error as Error,
    });
    return 0;
  }
}
