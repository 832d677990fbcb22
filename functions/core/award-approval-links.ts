/**
 * Award approver links (decision 065), shared by the award-approvals group (its workflow task emails a link,
 * its buyer resends one, it stops executions) and the award-approver group (which checks a link): a group
 * never imports another. A link's token is 32 random bytes (base64url); only its SHA-256 is stored, on the
 * member it was issued to, with the instant it stops opening. The token is in the emailed URL and nowhere
 * else: never in a log, an audit event or a response.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { APPROVER_LINK_VALIDITY_DEFAULT_DAYS } from '../../shared/domain/awards/award-approval-rules.js';
import type { AwardWorkflowRole } from '../../shared/domain/awards/award-approval-status.js';
import { formatInstant, htmlOf, sendEmail } from './email.js';

/**
 * How long the workflow waits on a member before reminding them: three days. The ASL says it
 * (infra/workflows/award-approval.asl.json, TimeoutSeconds of its two waiting states); a unit test keeps both
 * the same.
 */
export const APPROVER_REMINDER_SECONDS = 259_200;
/** Links a member holds at once (the first email's and each reminder's): older ones stop opening. */
export const MAX_LINKS_PER_MEMBER = 5;

export interface StoredLink {
  tokenHash: string;
  expiresAt: string;
}

export const hashApproverToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link: the token for the email, and what is stored. */
export function newApproverLink(
  validityDays: number | undefined,
  now: Date = new Date(),
): { token: string; link: StoredLink } {
  const token = randomBytes(32).toString('base64url');
  const days = validityDays ?? APPROVER_LINK_VALIDITY_DEFAULT_DAYS;
  return {
    token,
    link: {
      tokenHash: hashApproverToken(token),
      expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
    },
  };
}

/**
 * Whether `token` is one of the member's links: `invalid` when none has its hash (a forged token, another
 * member's, or one replaced by a resend), `expired` when it matches one past its time.
 */
export function matchApproverLink(
  links: readonly StoredLink[],
  token: string,
  now: Date = new Date(),
): { result: 'ok'; link: StoredLink } | { result: 'invalid' | 'expired' } {
  const hash = Buffer.from(hashApproverToken(token), 'hex');
  const link = links.find((l) => {
    const stored = Buffer.from(l.tokenHash, 'hex');
    return stored.length === hash.length && timingSafeEqual(stored, hash);
  });
  if (!link) return { result: 'invalid' };
  if (Date.parse(link.expiresAt) <= now.getTime()) return { result: 'expired' };
  return { result: 'ok', link };
}

/** The public page's address (spec 1 §2): /approval/{awardApprovalId}/approver/{awardApprovalWorkflowId}?uat= */
export function approverLinkUrl(
  origin: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  token: string,
): string {
  return `${origin}/approval/${encodeURIComponent(awardApprovalId)}/approver/${encodeURIComponent(awardApprovalWorkflowId)}?uat=${token}`;
}

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

/** The email in the agency's language (its default language, as the team's invitations). */
export function approverEmail(f: ApproverEmailFacts): { subject: string; text: string } {
  const t = TEXTS[f.lang];
  const colon = f.lang === 'fr' ? ' : ' : ': ';
  const project = f.projectNumber ? `${f.projectNumber} ${f.projectName}` : f.projectName;
  const lead = f.kind === 'ask' ? t.ask(f.agencyName, f.role) : f.kind === 'reminder' ? t.reminder : t.resend;
  return {
    subject: `${t.subject[f.kind]}${colon}${project}`,
    text: [
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
    ].join('\n'),
  };
}

export async function sendApproverEmail(to: string, facts: ApproverEmailFacts): Promise<void> {
  const email = approverEmail(facts);
  await sendEmail({ to: [to], subject: email.subject, text: email.text, html: htmlOf(email.text) });
}
