/**
 * Award approver links (decision 065), shared by the award-approvals group (its workflow task issues a link,
 * its buyer resends one) and the award-approver group (which checks a link): a group never imports another.
 * No email client here: the approver's Lambda bundles only this (the award-approvals group's award-approval-emails.ts sends them). A link's token is 32 random bytes (base64url); only its SHA-256 is stored, on the
 * member it was issued to, with the instant it stops opening. The token is in the emailed URL and nowhere
 * else: never in a log, an audit event or a response.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { APPROVER_LINK_VALIDITY_DEFAULT_DAYS } from '../../../shared/domain/awards/award-approval-rules.js';
import { now as clockNow } from '../clock.js';

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
  now: Date = clockNow(),
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
  now: Date = clockNow(),
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

/**
 * The public page's address (docs/product/evaluation-and-award.md#links):
 * /approval/{awardApprovalId}/approver/{awardApprovalWorkflowId}?uat=
 */
export function approverLinkUrl(
  origin: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  token: string,
): string {
  return `${origin}/approval/${encodeURIComponent(awardApprovalId)}/approver/${encodeURIComponent(awardApprovalWorkflowId)}?uat=${token}`;
}
