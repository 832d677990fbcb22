/**
 * What Award → approval's screens compute in the browser (decision 066), pure so that it is tested table by
 * table: an amount typed in either language, a list's move by one place, and the summary report's rows.
 */
import { formatMoney, isMoneyInRange, moneyOf, type Money } from '../../../../../shared/domain/money';
import type { TAwardApproval } from '../../../../../shared/schemas/award-approvals';
import type { Report } from '../../../lib/report-pdf';

/**
 * An amount as typed, in either language, as Money: blank is none (null); "1,234.50", "1 234,50", "$1234.5"
 * and "1234.5" read as "1234.50". Anything else, more than two decimals, or beyond 1,000,000,000,000.00 is
 * `invalid`. Digits only: never through a float.
 */
export function parseAmount(text: string): Money | null | 'invalid' {
  const compact = text.replace(/[\s\u00A0\u202F$]/g, '');
  if (compact === '') return null;
  // A comma is the decimal mark when no point is (French); otherwise commas group thousands.
  const normal = compact.includes('.') ? compact.replace(/,/g, '') : compact.replace(',', '.');
  const amount = /^\d+(\.\d{1,2})?$/.test(normal) ? moneyOf(normal) : undefined;
  return amount !== undefined && isMoneyInRange(amount) ? amount : 'invalid';
}

/** The ids in their new order once the item at `index` moved one place up (-1) or down (1). */
export function movedIds(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface SummaryBidder {
  companyName: string;
  /** The engine's total to the cent ("6115.90"), once the price is unsealed. */
  grandTotal?: string | undefined;
}

const AMOUNTS = [
  'awardAmount',
  'provisionalAmount',
  'subtotal',
  'amountWithTax',
  'amountWithNonRebateableTax',
] as const;

/** The recommendation as a report's labelled lines: report name and number, company, allocation, amounts. */
function recommendationLines(t: Translate, approval: TAwardApproval, locale: string): [string, string][] {
  const lines: [string, string][] = [
    [t('fields.reportName'), approval.reportName],
    [t('fields.reportNumber'), approval.reportNumber],
    [t('fields.company'), approval.companyName],
    [t('fields.allocation'), t(`allocation.${approval.awardAllocation}`)],
  ];
  for (const field of AMOUNTS) {
    const amount = approval[field];
    if (amount !== null) lines.push([t(`fields.${field}`), formatMoney(amount, locale)]);
  }
  return lines;
}

/**
 * The summary report (docs/product/evaluation-and-award.md#award-approvals): the recommendation (company,
 * allocation, amounts, report name and number) and the bids received with their totals, the recommended
 * company marked. Written in the user's language; jspdf turns it into the PDF attached to the approval.
 */
export function summaryReport(
  t: Translate,
  approval: TAwardApproval,
  project: { name: string; number?: string | undefined },
  bidders: readonly SummaryBidder[],
  locale: string,
): Report {
  const lines: [string, string][] = [
    [t('report.project'), [project.number, project.name].filter(Boolean).join(' — ')],
    ...recommendationLines(t, approval, locale),
  ];
  const recommended = approval.companyName.trim().toLowerCase();
  return {
    title: t('report.title'),
    lines: lines.filter(([, value]) => value !== ''),
    head: [t('report.company'), t('report.total'), t('report.recommended')],
    rows: bidders.map((b) => [
      b.companyName,
      b.grandTotal === undefined ? t('report.sealed') : formatMoney(b.grandTotal, locale),
      b.companyName.trim().toLowerCase() === recommended ? t('report.yes') : '',
    ]),
  };
}

/**
 * The approval's record (the lead's PDF of it): the recommendation, each document's SHA-256, and each
 * member's status, date, comments and the digest of what they decided on (decision 065), so that the
 * record shows which content every decision was about.
 */
export function approvalRecord(
  t: Translate,
  approval: TAwardApproval,
  locale: string,
  formatDate: (iso: string) => string,
): Report {
  const lines = recommendationLines(t, approval, locale);
  lines.push([t('detail.statusLabel'), t(`status.${approval.status}`)]);
  if (approval.approvalDate) lines.push([t('list.approvalDate'), formatDate(approval.approvalDate)]);
  return {
    title: t('record.title'),
    lines: lines.filter(([, value]) => value !== ''),
    head: [t('record.document'), t('record.sha256')],
    rows: approval.documents.map((d) => [d.title || d.fileName, d.sha256 ?? '—']),
    sections: [
      {
        title: t('workflow.members'),
        head: [
          t('workflow.order'),
          t('workflow.person'),
          t('fields.role'),
          t('workflow.statusCol'),
          t('record.date'),
          t('workflow.comments'),
          t('record.digest'),
        ],
        rows: approval.workflow.map((m) => [
          String(m.order + 1),
          [m.fullName, m.title].filter(Boolean).join(', '),
          t(`roles.${m.role}`),
          t(`approverStatus.${m.status}`),
          m.actedAt ? formatDate(m.actedAt) : '',
          m.comments ?? '',
          m.decisionDigest ?? '',
        ]),
      },
    ],
  };
}
