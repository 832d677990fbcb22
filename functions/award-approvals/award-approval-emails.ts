/**
 * The award approver's emails (decision 065): the ask, the reminder and a resent link, in the agency's
 * language. Apart from core/awards/award-approval-links.ts so that the approver's Lambda, which sends none,
 * bundles no email client.
 */
import type { AwardWorkflowRole } from '../../shared/domain/awards/award-approval-status.js';
import { escapeHtml, formatInstant, htmlOf, sendEmail } from '../core/email.js';

export type ApproverEmailKind = 'ask' | 'reminder' | 'resend';

export interface ApproverEmailFacts {
  kind: ApproverEmailKind;
  lang: 'en' | 'fr';
  fullName: string;
  role: AwardWorkflowRole;
  agencyName: string;
  projectName: string;
  projectNumber: string;
  companyName: string;
  reportName: string;
  url: string;
  expiresAt: string;
  timeZone: string;
}

const TEXTS = {
  en: {
    subject: {
      ask: 'Award approval requested',
      reminder: 'Reminder: award approval requested',
      resend: 'New link: award approval requested',
    },
    hello: (name: string) => `Hello ${name},`,
    ask: (agency: string, role: AwardWorkflowRole) =>
      `${agency || 'An agency'} asks you to ${role === 'reviewer' ? 'review' : 'approve'} an award recommendation.`,
    reminder: 'This award recommendation is still waiting for your decision.',
    resend: 'Here is a new link to this award recommendation; the earlier link no longer opens.',
    project: 'Project',
    company: 'Recommended company',
    report: 'Report',
    open: 'Review the documents and approve or decline here (no login needed):',
    expires: (when: string) => `This link opens until ${when}. Do not forward it: it is yours alone.`,
  },
  fr: {
    subject: {
      ask: 'Approbation d’adjudication demandée',
      reminder: 'Rappel : approbation d’adjudication demandée',
      resend: 'Nouveau lien : approbation d’adjudication demandée',
    },
    hello: (name: string) => `Bonjour ${name},`,
    ask: (agency: string, role: AwardWorkflowRole) =>
      `${agency || 'Un organisme'} vous demande ${role === 'reviewer' ? 'd’examiner' : 'd’approuver'} une recommandation d’adjudication.`,
    reminder: 'Cette recommandation d’adjudication attend toujours votre décision.',
    resend:
      'Voici un nouveau lien vers cette recommandation d’adjudication; le lien précédent ne s’ouvre plus.',
    project: 'Projet',
    company: 'Entreprise recommandée',
    report: 'Rapport',
    open: 'Examinez les documents et approuvez ou refusez ici (aucune connexion requise) :',
    expires: (when: string) => `Ce lien s’ouvre jusqu’au ${when}. Ne le transférez pas : il n’est qu’à vous.`,
  },
} as const;

/** The HTML part of a text with its link made a link (the text part keeps the bare URL). */
export const htmlWithLink = (text: string, url: string): string => {
  const shown = escapeHtml(url);
  return htmlOf(text).replace(shown, `<a href="${shown}">${shown}</a>`);
};

/** The email in the agency's language (its default language, as the team's invitations). */
export function approverEmail(f: ApproverEmailFacts): { subject: string; text: string; html: string } {
  const t = TEXTS[f.lang];
  const colon = f.lang === 'fr' ? ' : ' : ': ';
  const project = f.projectNumber ? `${f.projectNumber} ${f.projectName}` : f.projectName;
  const lead = f.kind === 'ask' ? t.ask(f.agencyName, f.role) : f.kind === 'reminder' ? t.reminder : t.resend;
  const text = [
    t.hello(f.fullName),
    '',
    lead,
    '',
    `${t.project}${colon}${project}`,
    `${t.company}${colon}${f.companyName}`,
    ...(f.reportName ? [`${t.report}${colon}${f.reportName}`] : []),
    '',
    t.open,
    f.url,
    '',
    t.expires(formatInstant(f.expiresAt, f.timeZone, f.lang)),
  ].join('\n');
  return { subject: `${t.subject[f.kind]}${colon}${project}`, text, html: htmlWithLink(text, f.url) };
}

export async function sendApproverEmail(to: string, facts: ApproverEmailFacts): Promise<void> {
  const email = approverEmail(facts);
  await sendEmail({ to: [to], subject: email.subject, text: email.text, html: email.html });
}

/** What the lead is told when the workflow ends: a member declined, or every member approved. */
export interface LeadEmailFacts {
  outcome: 'approved' | 'declined';
  lang: 'en' | 'fr';
  leadName: string;
  projectName: string;
  projectNumber: string;
  companyName: string;
  reportName: string;
  /** The member who declined, with their comments. */
  decliner?: { fullName: string; comments: string | null };
  url: string;
}

const LEAD_TEXTS = {
  en: {
    subject: { approved: 'Award approval complete', declined: 'Award approval declined' },
    hello: (name: string) => `Hello ${name},`,
    approved: 'Every member of the workflow approved this award recommendation.',
    declined: (who: string) => `${who} declined this award recommendation.`,
    comments: 'Comments',
    project: 'Project',
    company: 'Recommended company',
    report: 'Report',
    open: 'Open the approval:',
  },
  fr: {
    subject: {
      approved: 'Approbation d’adjudication terminée',
      declined: 'Approbation d’adjudication refusée',
    },
    hello: (name: string) => `Bonjour ${name},`,
    approved: 'Tous les membres du flux ont approuvé cette recommandation d’adjudication.',
    declined: (who: string) => `${who} a refusé cette recommandation d’adjudication.`,
    comments: 'Commentaires',
    project: 'Projet',
    company: 'Entreprise recommandée',
    report: 'Rapport',
    open: 'Ouvrir l’approbation :',
  },
} as const;

export function leadEmail(f: LeadEmailFacts): { subject: string; text: string; html: string } {
  const t = LEAD_TEXTS[f.lang];
  const colon = f.lang === 'fr' ? ' : ' : ': ';
  const project = f.projectNumber ? `${f.projectNumber} ${f.projectName}` : f.projectName;
  const text = [
    t.hello(f.leadName),
    '',
    f.outcome === 'approved' ? t.approved : t.declined(f.decliner?.fullName ?? ''),
    ...(f.outcome === 'declined' && f.decliner?.comments
      ? ['', `${t.comments}${colon}${f.decliner.comments}`]
      : []),
    '',
    `${t.project}${colon}${project}`,
    `${t.company}${colon}${f.companyName}`,
    ...(f.reportName ? [`${t.report}${colon}${f.reportName}`] : []),
    '',
    t.open,
    f.url,
  ].join('\n');
  return { subject: `${t.subject[f.outcome]}${colon}${project}`, text, html: htmlWithLink(text, f.url) };
}

export async function sendLeadEmail(to: string, facts: LeadEmailFacts): Promise<void> {
  const email = leadEmail(facts);
  await sendEmail({ to: [to], subject: email.subject, text: email.text, html: email.html });
}
