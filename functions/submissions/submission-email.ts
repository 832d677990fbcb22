/**
 * The receipt email of a submitted bid (decision 054), in English and French: a supplier company has no
 * language of its own (issue 9). It proves what was handed in (the time, the bid's digest, each file's)
 * and names no price, answer or file content: an email leaves the vault. It links to the public page that
 * verifies the receipt (decision 059). It does name the prompt-pay discount each form of the bid carries:
 * the buyer's published terms, which the supplier committed to (issue 22), not its figures.
 */
import type { PromptPayDiscount } from '../../shared/domain/forms/form-model.js';
import { promptPayTerms } from '../../shared/domain/forms/prompt-pay.js';
import { canadianLocale } from '../../shared/domain/locale.js';
import { receiptCode, receiptNumber } from '../../shared/domain/submissions/receipt.js';
import type { TReceipt } from '../../shared/schemas/submission-record.js';
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
  /** The bid's forms that carry a prompt-pay discount, with the buyer's terms. */
  promptPay?: readonly { formName: string; discount: PromptPayDiscount }[];
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
  const promptPay = (lang: 'en' | 'fr') =>
    (facts.promptPay ?? []).map(({ formName, discount }) => {
      const terms = promptPayTerms({ promptPayDiscount: discount }, canadianLocale(lang));
      return lang === 'en'
        ? `Prompt-pay discount offered by the buyer and included in your bid on "${formName}": ${terms}.`
        : `Escompte pour paiement rapide offert par l’acheteur et compris dans votre soumission, « ${formName} » : ${terms}.`;
    });
  const text = [
    `Your bid on "${facts.projectName}" was received on ${formatInstant(receipt.submittedAt, facts.timeZone, 'en')} (${receipt.submittedAt}).`,
    `Receipt number: ${receiptNumber(receipt.digest)}`,
    `Bid digest (SHA-256): ${receipt.digest}`,
    ...files('en'),
    ...promptPay('en'),
    `Anyone can verify this receipt: ${verifyLink}`,
    `Keep this receipt. Your bid: ${link}`,
    '',
    `Votre soumission pour « ${facts.projectName} » a été reçue le ${formatInstant(receipt.submittedAt, facts.timeZone, 'fr')} (${receipt.submittedAt}).`,
    `Numéro du reçu : ${receiptNumber(receipt.digest)}`,
    `Empreinte de la soumission (SHA-256) : ${receipt.digest}`,
    ...files('fr'),
    ...promptPay('fr'),
    `Tout le monde peut vérifier ce reçu : ${verifyLink}`,
    `Conservez ce reçu. Votre soumission : ${link}`,
  ].join('\n');
  return {
    subject: `Bid received: ${facts.projectName} / Soumission reçue : ${facts.projectName}`,
    text,
    html: htmlOf(text),
  };
}
