/**
 * The email a bidder receives when their completed submission is withdrawn to incomplete
 * (docs/product/bids.md#its-life): which project, why, and that they must complete and submit again before
 * the closing time. In the agency's language, as every email the agency sends (suppliers have no language of
 * their own yet); text and its HTML twin. No link: the supplier portal comes with the supplier side.
 */
import type { Language } from '../../../shared/errors.js';
import type { WithdrawalReason } from '../../../shared/domain/submissions/withdrawal.js';
import { htmlOf, type OutgoingEmail } from '../email.js';

export interface WithdrawalNoticeFacts {
  agency: string;
  projectName: string;
  projectNumber: string;
  companyName: string;
  contactName?: string | undefined;
  reason: WithdrawalReason;
  /** The closing time as the agency reads it, formatted; absent when the project has none yet. */
  closing?: string | undefined;
}

const TEXTS: Record<
  Language,
  {
    subject: (f: WithdrawalNoticeFacts) => string;
    greeting: (f: WithdrawalNoticeFacts) => string;
    withdrawn: (f: WithdrawalNoticeFacts) => string;
    reasons: Record<WithdrawalReason, string>;
    again: (f: WithdrawalNoticeFacts) => string;
  }
> = {
  en: {
    subject: (f) => `Your bid on ${f.projectName} must be submitted again`,
    greeting: (f) => `Hello ${f.contactName ?? f.companyName},`,
    withdrawn: (f) =>
      `${f.agency} changed the requirements of the project ${f.projectName} (${f.projectNumber}). The completed bid of ${f.companyName} was returned to incomplete.`,
    reasons: {
      unlock: 'Why: the submission requirements were reopened for changes.',
      addendum: 'Why: an addendum was added to the bid documents.',
      promptPay: 'Why: the prompt-pay discount setting changed.',
    },
    again: (f) =>
      f.closing
        ? `Review the changes, then complete and submit your bid again before the closing time: ${f.closing}. A bid that is not submitted again is not received.`
        : 'Review the changes, then complete and submit your bid again before the closing time. A bid that is not submitted again is not received.',
  },
  fr: {
    subject: (f) => `Votre soumission pour ${f.projectName} doit être soumise de nouveau`,
    greeting: (f) => `Bonjour ${f.contactName ?? f.companyName},`,
    withdrawn: (f) =>
      `${f.agency} a modifié les exigences du projet ${f.projectName} (${f.projectNumber}). La soumission complétée de ${f.companyName} a été remise à l’état incomplet.`,
    reasons: {
      unlock: 'Motif : les exigences de soumission ont été rouvertes pour modification.',
      addendum: 'Motif : un addenda a été ajouté aux documents d’appel d’offres.',
      promptPay: 'Motif : le paramètre d’escompte pour paiement rapide a changé.',
    },
    again: (f) =>
      f.closing
        ? `Consultez les changements, puis complétez et soumettez de nouveau votre soumission avant l’heure de clôture : ${f.closing}. Une soumission qui n’est pas soumise de nouveau n’est pas reçue.`
        : 'Consultez les changements, puis complétez et soumettez de nouveau votre soumission avant l’heure de clôture. Une soumission qui n’est pas soumise de nouveau n’est pas reçue.',
  },
};

export function withdrawalNotice(
  facts: WithdrawalNoticeFacts,
  lang: Language,
): Omit<OutgoingEmail, 'to'> & { html: string } {
  const texts = TEXTS[lang];
  const text = [
    texts.greeting(facts),
    texts.withdrawn(facts),
    texts.reasons[facts.reason],
    texts.again(facts),
  ].join('\n\n');
  return { subject: texts.subject(facts), text, html: htmlOf(text) };
}
