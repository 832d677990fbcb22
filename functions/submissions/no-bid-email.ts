/**
 * The emails of a supplier's "no bid" (docs/product/bids.md#its-life, decision 060): one to the agency's
 * default No Bid address in the agency's language, one confirming it to the supplier user in the language of
 * the request. A no-bid is not a sealed bid: it names the company and its reason, nothing of any bid.
 */
import type { Language } from '../../shared/errors.js';
import { appOriginFor, formatInstant, htmlOf } from '../core/email.js';

export interface NoBidFacts {
  projectName: string;
  companyName: string;
  contactName: string;
  contactEmail: string;
  reason: string | undefined;
  declaredAt: string;
  timeZone: string;
}

const TEXTS = {
  en: {
    agencySubject: (f: NoBidFacts) => `No bid: ${f.companyName} on ${f.projectName}`,
    agencyLead: (f: NoBidFacts, at: string) =>
      `${f.companyName} declared on ${at} that it will not bid on "${f.projectName}".`,
    contact: (f: NoBidFacts) => `Contact: ${f.contactName} <${f.contactEmail}>`,
    reason: (f: NoBidFacts) => `Reason: ${f.reason ?? 'none given'}`,
    supplierSubject: (f: NoBidFacts) => `No bid recorded: ${f.projectName}`,
    supplierLead: (f: NoBidFacts, at: string) =>
      `Your company's "no bid" on "${f.projectName}" was recorded on ${at}. You can undo it on the bid's page until the closing.`,
  },
  fr: {
    agencySubject: (f: NoBidFacts) => `Aucune soumission : ${f.companyName} pour ${f.projectName}`,
    agencyLead: (f: NoBidFacts, at: string) =>
      `${f.companyName} a déclaré le ${at} qu’elle ne déposera pas de soumission pour « ${f.projectName} ».`,
    contact: (f: NoBidFacts) => `Personne-ressource : ${f.contactName} <${f.contactEmail}>`,
    reason: (f: NoBidFacts) => `Motif : ${f.reason ?? 'aucun motif donné'}`,
    supplierSubject: (f: NoBidFacts) => `Déclaration « aucune soumission » enregistrée : ${f.projectName}`,
    supplierLead: (f: NoBidFacts, at: string) =>
      `La déclaration « aucune soumission » de votre entreprise pour « ${f.projectName} » a été enregistrée le ${at}. Vous pouvez l’annuler sur la page de l’appel d’offres jusqu’à la clôture.`,
  },
} as const;

/** To the agency's default No Bid address, in the agency's language. */
export function noBidAgencyEmail(facts: NoBidFacts, lang: Language) {
  const t = TEXTS[lang];
  const text = [
    t.agencyLead(facts, formatInstant(facts.declaredAt, facts.timeZone, lang)),
    t.contact(facts),
    t.reason(facts),
  ].join('\n');
  return { subject: t.agencySubject(facts), text, html: htmlOf(text) };
}

/** To the supplier user who declared it, in the request's language, with the bid's link. */
export function noBidSupplierEmail(
  facts: NoBidFacts & { agencyDomain: string; projectId: string },
  lang: Language,
) {
  const t = TEXTS[lang];
  const link = `${appOriginFor(undefined)}/portal/bids/${encodeURIComponent(facts.agencyDomain)}/${facts.projectId}/submission`;
  const text = [
    t.supplierLead(facts, formatInstant(facts.declaredAt, facts.timeZone, lang)),
    t.reason(facts),
    link,
  ].join('\n');
  return { subject: t.supplierSubject(facts), text, html: htmlOf(text) };
}
