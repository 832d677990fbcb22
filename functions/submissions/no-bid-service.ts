/**
 * A supplier's "no bid" (docs/product/bids.md#its-life, and the no-bids export of
 * docs/product/opening.md#exports; decision 060): declared where the tender offers it, while the bid is open
 * and none of the company's bids is handed in; undone before the closing. Recorded in one transaction with
 * its audit event on the project (a no-bid is no sealed content: the buyer lists it); then the agency's
 * default No Bid address and the supplier user are emailed. A failed send is logged and leaves the record as
 * it is.
 */
import { isOpenAt } from '../../shared/domain/opportunities/public-listing.js';
import { findNoBidRefusal } from '../../shared/domain/submissions/multiple-bids.js';
import type { Language } from '../../shared/errors.js';
import type { TBidSubmission, TNoBidDeclare } from '../../shared/schemas/submissions.js';
import { AppError } from '../core/app-error.js';
import { now as clockNow, nowIso } from '../core/clock.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { NoBid, type NoBidRecord } from '../core/db/entities/submission.js';
import { SupplierUser } from '../core/db/entities/supplier-user.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { sendEmail } from '../core/email.js';
import { logger } from '../core/logger.js';
import type { SessionContext } from '../core/session.js';
import type { SubmissionBid } from './submission-access.js';
import { noBidAgencyEmail, noBidSupplierEmail, type NoBidFacts } from './no-bid-email.js';
import { getBidSubmission, loadBid, tenderOf } from './submission-service.js';

const isOpenNow = (bid: SubmissionBid, now: Date) =>
  bid.open &&
  isOpenAt(typeof bid.project.closingDate === 'string' ? bid.project.closingDate : undefined, now);

const noBidAudit = (session: SessionContext, bid: SubmissionBid, action: string) => ({
  customerId: bid.customerId,
  actorId: session.userId,
  entityType: 'noBid',
  entityId: `${bid.project.projectId}/${session.customerId}`,
  projectId: bid.project.projectId,
  action,
});

/** PUT NoBid: declares (or restates, with a new reason) that the company will not bid. */
export async function declareNoBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  input: TNoBidDeclare,
  lang: Language,
): Promise<TBidSubmission> {
  const now = clockNow();
  const loaded = await loadBid(session, agencyDomain, projectId, now);
  const { bid } = loaded;
  const refusal = findNoBidRefusal({
    onlineSubmissionShowNoBid: tenderOf(bid).onlineSubmissionShowNoBid,
    open: isOpenNow(bid, now),
    statuses: loaded.bids.map((b) => b.status),
  });
  if (refusal) throw new AppError(refusal);
  const user = await getItem(SupplierUser, { vendorId: session.customerId, supplierUserId: session.userId });
  const reason = input.reason?.trim() || undefined;
  const record: NoBidRecord = {
    customerId: bid.customerId,
    projectId,
    vendorId: session.customerId,
    companyName: bid.vendor.companyName,
    ...(reason ? { reason } : {}),
    declaredBy: session.userId,
    declaredByName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    declaredByEmail: user?.email ?? bid.vendor.primaryEmail ?? '',
    declaredAt: nowIso(),
  };
  // A restated no-bid replaces the one before (its reason); the first is created.
  const write = loaded.noBid
    ? tx.update(
        NoBid,
        record,
        reason
          ? { set: { reason, declaredAt: record.declaredAt } }
          : { set: { declaredAt: record.declaredAt }, remove: ['reason'] },
      )
    : tx.create(NoBid, record);
  await transactAudited({ ...noBidAudit(session, bid, 'noBidDeclared'), after: { reason: reason ?? null } }, [
    write,
  ]);
  await emailNoBid(session, bid, record, agencyDomain, lang);
  return getBidSubmission(session, agencyDomain, projectId);
}

/** DELETE NoBid: undoes the company's no-bid, before the closing. */
export async function undoNoBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
): Promise<TBidSubmission> {
  const now = clockNow();
  const loaded = await loadBid(session, agencyDomain, projectId, now);
  const { bid, noBid } = loaded;
  if (!isOpenNow(bid, now)) throw new AppError('submissionClosed');
  if (!noBid) throw new AppError('noBidNotFound');
  await transactAudited(
    { ...noBidAudit(session, bid, 'noBidUndone'), before: { declaredAt: noBid.declaredAt } },
    [tx.delete(NoBid, noBid)],
  );
  return getBidSubmission(session, agencyDomain, projectId);
}

async function emailNoBid(
  session: SessionContext,
  bid: SubmissionBid,
  record: NoBidRecord,
  agencyDomain: string,
  lang: Language,
) {
  const agency = await getItem(CustomerHeader, { customerId: bid.customerId });
  const facts: NoBidFacts = {
    projectName: typeof bid.project.name === 'string' ? bid.project.name : '',
    companyName: record.companyName,
    contactName: record.declaredByName,
    contactEmail: record.declaredByEmail,
    reason: record.reason,
    declaredAt: record.declaredAt,
    timeZone: bid.timeZone,
  };
  const sends: { to: string; email: ReturnType<typeof noBidAgencyEmail> }[] = [];
  if (agency?.defaultNoBidEmail)
    sends.push({
      to: agency.defaultNoBidEmail,
      email: noBidAgencyEmail(facts, agency.defaultLanguage ?? 'en'),
    });
  if (record.declaredByEmail)
    sends.push({
      to: record.declaredByEmail,
      email: noBidSupplierEmail({ ...facts, agencyDomain, projectId: bid.project.projectId }, lang),
    });
  for (const { to, email } of sends) {
    try {
      await sendEmail({ to: [to], ...email });
    } catch (error) {
      logger.error('No bid email not sent', {
        customerId: bid.customerId,
        projectId: bid.project.projectId,
        vendorId: session.customerId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
