/**
 * The approver's record of an award approval as a PDF's content (lib/report-pdf): what the page showed, the
 * digest of it, each document's SHA-256 and, once they decided, their decision. The approver keeps it as
 * the proof of what they approved (decision 065).
 */
import { formatMoney } from '../../../../../shared/domain/money';
import type { TApproverView } from '../../../../../shared/schemas/award-approvals';
import type { Report } from '../../../lib/report-pdf';
import { zonedInstant } from '../../../lib/zoned-instant';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export function approverRecord(t: Translate, view: TApproverView, locale: string): Report {
  const decided = view.mode === 'summary';
  const lines: [string, string][] = [
    [t('facts.project'), view.projectName],
    [t('facts.company'), view.companyName],
  ];
  if (view.awardAmount !== null)
    lines.push([t('facts.amount'), formatMoney(view.awardAmount, locale, { currency: true })]);
  const report = [view.reportNumber, view.reportName].filter(Boolean).join(' · ');
  if (report) lines.push([t('facts.report'), report]);
  lines.push([t('record.person'), [view.fullName, view.title].filter(Boolean).join(', ')]);
  lines.push([t('facts.yourRole'), t(`roles.${view.role}`)]);
  if (decided) {
    const decision = view.status === 'declined' ? 'declined' : 'approved';
    lines.push([t('record.decision'), t(`record.${decision}`)]);
    if (view.actedAt) lines.push([t('record.date'), zonedInstant(view.actedAt, view.timeZone, locale)]);
    if (view.comments) lines.push([t('yourComments'), view.comments]);
  }
  lines.push([t(decided ? 'facts.decidedDigest' : 'facts.digest'), view.contentDigest]);
  return {
    title: t('record.title'),
    lines,
    head: [t('record.document'), t('record.sha256')],
    rows: view.documents.map((d) => [d.title || d.fileName, d.sha256]),
  };
}
