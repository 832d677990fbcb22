/**
 * The receipt email of a submitted bid (decision 054), in English and French: a supplier company has no
 * language of its own (issue 9). It proves what was handed in (the time, the bid's digest, each file's)
 * and names no price, answer or file content: an email leaves the vault. It links to the public page that
 * verifies the receipt (decision 059).
 */
import { receiptCode, receiptNumber } from '../../shared/domain/submissions/receipt.js';
import type { TReceipt } from '../../shared/schemas/submissions.js';
import { appOriginFor, formatInstant, htmlOf } from '../core/email.js';

export function submissionReceiptEmail(facts: {
  projectName: string;
  agencyDomain: string;
  projectId: string;
  submissionId: string;
  timeZone: string;
  receipt: TReceipt;
  /** A company's further bid (decision 060): the link opens that bid; none, its first. */
  furtherBidId?: string;
}) {
  const { receipt } = facts;
  const bid = facts.furtherBidId ? `?bid=${encodeURIComponent(facts.furtherBidId)}` : '';
  const link = `${appOriginFor(undefined)}/portal/bids/${encodeURIComponent(facts.agencyDomain)}/${facts.projectId}/submission${bid}`;
  // Anyone can check the receipt on the public page, with the code printed on it (decision 059).
  const code = receiptCode({
    agencyDomain: facts.agencyDomain.toLowerCase(),
    projectId: facts.projectId,
    submissionId: facts.submissionId,
    digest: receipt.digest,
  });
  const verifyLink = `${appOriginFor(undefined)}/verify-receipt?code=${encodeURIComponent(code)}`;
  const files = (lang: 'en' | 'fr') =>
    receipt.files.length === 0
      ? [lang === 'en' ? 'Files: none.' : 'Fichiers : aucun.']
      : [
          lang === 'en' ? 'Files (SHA-256):' : 'Fichiers (SHA-256) :',
          ...receipt.files.map((f) => `- ${f.fileName} (${f.size} B): ${f.sha256}`),
        ];
  const text = [
    `Your bid on "${facts.projectName}" was received on ${formatInstant(receipt.submittedAt, facts.timeZone, 'en')} (${receipt.submittedAt}).`,
    `Receipt number: ${receiptNumber(receipt.digest)}`,
    `Bid digest (SHA-256): ${receipt.digest}`,
    ...files('en'),
    `Anyone can verify this receipt: ${verifyLink}`,
    `Keep this receipt. Your bid: ${link}`,
    '',
    `Votre soumission pour « ${facts.projectName} » a été reçue le ${formatInstant(receipt.submittedAt, facts.timeZone, 'fr')} (${receipt.submittedAt}).`,
    `Numéro du reçu : ${receiptNumber(receipt.digest)}`,
    `Empreinte de la soumission (SHA-256) : ${receipt.digest}`,
    ...files('fr'),
    `Tout le monde peut vérifier ce reçu : ${verifyLink}`,
    `Conservez ce reçu. Votre soumission : ${link}`,
  ].join('\n');
  return {
    subject: `Bid received: ${facts.projectName} / Soumission reçue : ${facts.projectName}`,
    text,
    html: htmlOf(text),
  };
}
