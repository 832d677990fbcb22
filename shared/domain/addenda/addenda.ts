/**
 * Addenda (issue 9 item 4, decision 052): the buyer writes an addendum as a draft (title, the change in
 * words, the project's addendum documents it carries), publishes it, and every plan taker, bidder and
 * follower is emailed once; each supplier company acknowledges each published addendum in the portal. Pure:
 * the addenda and portal groups decide with these, the screens too.
 */
import { OPEN_BID_STATUSES } from '../submissions/withdrawal.js';
import type { ProjectStatus } from '../projects/project-types.js';

export type AddendumStatus = 'draft' | 'published';

/** The codes these rules answer with (shared/errors/addenda.ts). */
export type AddendumProblem =
  'addendumPublished' | 'addendumBidNotOpen' | 'addendumDocumentInvalid' | 'addendaTooMany';

/** A draft is changed until it is published; a published addendum is the record suppliers acknowledged. */
export function findEditProblem(addendum: { status: AddendumStatus }): AddendumProblem | null {
  return addendum.status === 'published' ? 'addendumPublished' : null;
}

/**
 * Publishing: once, and only while the bid is out to suppliers (published or open): before, nobody has the
 * bid to amend (Build → documents change it); after the close, nothing may change what was bid on.
 */
export function findPublishProblem(
  addendum: { status: AddendumStatus },
  projectStatus: ProjectStatus,
): AddendumProblem | null {
  if (addendum.status === 'published') return 'addendumPublished';
  return OPEN_BID_STATUSES.includes(projectStatus) ? null : 'addendumBidNotOpen';
}

/** Each document an addendum names must be one of the project's documents of type addendum. */
export function findDocumentsProblem(
  documentIds: readonly string[],
  projectDocuments: readonly { documentId: string; documentType: string }[],
): AddendumProblem | null {
  const addendumDocuments = new Set(
    projectDocuments.filter((d) => d.documentType === 'addendum').map((d) => d.documentId),
  );
  return documentIds.every((id) => addendumDocuments.has(id)) ? null : 'addendumDocumentInvalid';
}

/** Numbers follow publication: 1, 2, 3… per project (a discarded draft leaves no gap). */
export const nextAddendumNumber = (published: readonly { number?: number | undefined }[]) =>
  Math.max(0, ...published.map((a) => a.number ?? 0)) + 1;

/** Someone to tell about an addendum: a company (when known) and the address it is told at. */
export interface AddendumContact {
  vendorId?: string | undefined;
  companyName: string;
  email: string;
}

/**
 * Who is emailed when an addendum is published: every plan taker, bidder and follower, once per company
 * (the first address found for it: plan takers first, then bidders, then followers) and once per address.
 * A bid that is not publicly listed (invitational, limited) is told only to invited addresses: nobody else
 * ever hears of it. `invited` (a moved closing, decision 055) adds that bid's invitations themselves, after
 * the others, so that an invited supplier who has not taken part yet is told too; a listed bid ignores it.
 */
export function addendumRecipients(input: {
  publiclyListed: boolean;
  /** Invitation addresses, compared trimmed and lower-cased; read only for a bid not publicly listed. */
  invitedAddresses: readonly string[];
  planTakers: readonly AddendumContact[];
  bidders: readonly AddendumContact[];
  followers: readonly AddendumContact[];
  invited?: readonly AddendumContact[] | undefined;
}): AddendumContact[] {
  const key = (email: string) => email.trim().toLowerCase();
  const invited = new Set(input.invitedAddresses.map(key));
  const companies = new Set<string>();
  const addresses = new Set<string>();
  const recipients: AddendumContact[] = [];
  const invitations = input.publiclyListed ? [] : (input.invited ?? []);
  for (const contact of [...input.planTakers, ...input.bidders, ...input.followers, ...invitations]) {
    const address = key(contact.email);
    if (address === '' || addresses.has(address)) continue;
    if (contact.vendorId && companies.has(contact.vendorId)) continue;
    if (!input.publiclyListed && !invited.has(address)) continue;
    addresses.add(address);
    if (contact.vendorId) companies.add(contact.vendorId);
    recipients.push({ ...contact, email: contact.email.trim() });
  }
  return recipients;
}

/** A company the buyer expects to acknowledge: a plan taker or a bidder. */
export interface ExpectedCompany {
  vendorId: string;
  companyName: string;
}

export interface Acknowledgement {
  vendorId: string;
  companyName: string;
  acknowledgedAt: string;
  acknowledgedByName: string;
}

export interface AcknowledgementRow {
  vendorId: string;
  companyName: string;
  acknowledged: boolean;
  acknowledgedAt?: string;
  acknowledgedByName?: string;
}

/**
 * The buyer's view of one addendum's acknowledgements: every plan taker and bidder (once per company), and
 * any other company that acknowledged (a follower), acknowledged or not; those who did not come first, then
 * by company name.
 */
export function acknowledgementRows(
  expected: readonly ExpectedCompany[],
  acknowledgements: readonly Acknowledgement[],
): AcknowledgementRow[] {
  const rows = new Map<string, AcknowledgementRow>();
  for (const company of expected)
    if (!rows.has(company.vendorId))
      rows.set(company.vendorId, {
        vendorId: company.vendorId,
        companyName: company.companyName,
        acknowledged: false,
      });
  for (const a of acknowledgements)
    rows.set(a.vendorId, {
      vendorId: a.vendorId,
      companyName: rows.get(a.vendorId)?.companyName ?? a.companyName,
      acknowledged: true,
      acknowledgedAt: a.acknowledgedAt,
      acknowledgedByName: a.acknowledgedByName,
    });
  return [...rows.values()].sort(
    (x, y) => Number(x.acknowledged) - Number(y.acknowledged) || x.companyName.localeCompare(y.companyName),
  );
}
