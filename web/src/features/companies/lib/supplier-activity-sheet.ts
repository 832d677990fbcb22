/**
 * The SupplierActivity export (docs/product/opening.md#exports) as plain rows: one row per company that
 * touched the bid (took the documents, followed it, asked a question, registered for a meeting, acknowledged
 * an addendum, declared no bid), gathered from the buyer's own lists. A bid's status and hand-in time are
 * columns only once the project's submissions may be shown (areSubmissionsShown, decisions 055/057): before
 * the close the sheet has no bid column at all, so it does not even tell who has a bid. Pure, so the rows are
 * tested without exceljs.
 */
import { areSubmissionsShown } from '../../../../../shared/domain/submissions/submission-status';
import type { TAddendum } from '../../../../../shared/schemas/addenda';
import type { TBidMeetingsView } from '../../../../../shared/schemas/bid-meetings';
import type {
  TPlanTaker,
  TPlanTakerSubmission,
  TProjectFollowers,
} from '../../../../../shared/schemas/plan-takers';
import type { TVendorQuestion } from '../../../../../shared/schemas/vendor-questions';
import type { NoBidRow } from './no-bid-sheet';

/** What the buyer's routes already answer about the bid, as read for the export. */
export interface SupplierActivitySources {
  projectStatus: string;
  planTakers: readonly TPlanTaker[];
  followers: TProjectFollowers['followers'];
  noBids: readonly NoBidRow[];
  questions: readonly Pick<TVendorQuestion, 'vendorId' | 'company' | 'askedAt'>[];
  meetings: TBidMeetingsView['meetings'];
  addenda: readonly Pick<TAddendum, 'status' | 'number' | 'acknowledgements'>[];
}

export interface SupplierActivityTexts {
  company: string;
  planTakerSince: string;
  followingSince: string;
  questions: string;
  questionDates: string;
  meetings: string;
  addenda: string;
  noBid: string;
  bidStatus: string;
  handedInAt: string;
  /** "Addendum 2" */
  addendum: (number: number) => string;
  /** A bid's status, as the plan takers' table says it. */
  status: (submission: TPlanTakerSubmission) => string;
}

interface Activity {
  companyName: string;
  planTakerSince?: string;
  followingSince?: string;
  questionDates: string[];
  meetings: string[];
  addenda: string[];
  noBidAt?: string;
  bids: TPlanTakerSubmission[];
}

/**
 * Companies are named by their vendor id; a public question or a walk-in carries only a company name,
 * matched (case and spaces aside) to a vendor of that name, or kept as a company of its own.
 */
function companyBook() {
  const byKey = new Map<string, Activity>();
  const nameKey = (name: string) => `name:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
  const entry = (vendorId: string | undefined, companyName: string): Activity => {
    const key = vendorId ?? nameKey(companyName);
    let found = byKey.get(key);
    if (!found) {
      found = { companyName, questionDates: [], meetings: [], addenda: [], bids: [] };
      byKey.set(key, found);
      // A vendor is also found by its name, for the records that carry only a name.
      if (vendorId && !byKey.has(nameKey(companyName))) byKey.set(nameKey(companyName), found);
    }
    return found;
  };
  const all = () => [...new Set(byKey.values())];
  return { entry, all };
}

export function supplierActivityRows(
  sources: SupplierActivitySources,
  texts: SupplierActivityTexts,
  when: (instant: string) => string,
): string[][] {
  const showBids = areSubmissionsShown(sources.projectStatus);
  const book = companyBook();
  // The vendors first, so that a name-only record finds its company.
  for (const p of sources.planTakers) {
    const a = book.entry(p.vendorId, p.companyName);
    a.planTakerSince = p.registeredAt;
    if (showBids) a.bids.push(...p.submissions);
  }
  for (const f of sources.followers) book.entry(f.vendorId, f.companyName).followingSince = f.followedAt;
  for (const n of sources.noBids) book.entry(n.vendorId, n.companyName).noBidAt = n.declaredAt;
  for (const addendum of sources.addenda) {
    if (addendum.status !== 'published' || addendum.number === undefined) continue;
    for (const ack of addendum.acknowledgements) {
      if (!ack.acknowledged) continue;
      const label = texts.addendum(addendum.number);
      book
        .entry(ack.vendorId, ack.companyName)
        .addenda.push(ack.acknowledgedAt ? `${label} (${when(ack.acknowledgedAt)})` : label);
    }
  }
  for (const meeting of sources.meetings)
    for (const r of meeting.registrations) {
      const label = meeting.startsAt ? `${meeting.location}, ${when(meeting.startsAt)}` : meeting.location;
      book.entry(r.vendorId, r.companyName).meetings.push(label);
    }
  for (const q of [...sources.questions].sort((a, b) => a.askedAt.localeCompare(b.askedAt)))
    book.entry(q.vendorId, q.company).questionDates.push(q.askedAt);

  const header = [
    texts.company,
    texts.planTakerSince,
    texts.followingSince,
    texts.questions,
    texts.questionDates,
    texts.meetings,
    texts.addenda,
    texts.noBid,
    ...(showBids ? [texts.bidStatus, texts.handedInAt] : []),
  ];
  const rows = book
    .all()
    .sort((a, b) => a.companyName.localeCompare(b.companyName))
    .map((a) => [
      a.companyName,
      a.planTakerSince ? when(a.planTakerSince) : '',
      a.followingSince ? when(a.followingSince) : '',
      String(a.questionDates.length),
      a.questionDates.map(when).join('; '),
      a.meetings.join('; '),
      a.addenda.join('; '),
      a.noBidAt ? when(a.noBidAt) : '',
      ...(showBids
        ? [
            a.bids.map(texts.status).join('; '),
            a.bids.flatMap((b) => (b.receivedAt ? [when(b.receivedAt)] : [])).join('; '),
          ]
        : []),
    ]);
  return [header, ...rows];
}

/** A file name for the project's export: the project's number when known, no characters a system refuses. */
export const supplierActivityFileName = (projectLabel: string, extension: 'xlsx' | 'pdf') =>
  `SupplierActivity-${projectLabel.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'project'}.${extension}`;
