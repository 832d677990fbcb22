/**
 * The approver link's token (issue 11 item 4, decision 065) on the local runtime: a forged token, an expired
 * one, one reused after the approval was cancelled and another approver's are all refused with their catalogue
 * codes; a call without a token never reaches the group; and no token the workflow emailed appears in the
 * stack's log (the handlers' lines and the local server's).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AwardApproval } from '../../functions/core/db/entities/award-approval.js';
import { getItem, patchItem } from '../../functions/core/db/ops.js';
import { api } from '../helpers/api.js';
import { stackTimeIn } from '../helpers/clock.js';
import { markMailbox } from '../helpers/mailbox.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  APPROVALS,
  approverPath,
  approverView,
  buildApproval,
  decide,
  expectOk,
  linkFromMailbox,
  readApproval,
  valuesOf,
} from './award-approval-support.js';
import { tag } from './projects-support.js';

let lead: SignedIn;
const emailed: string[] = [];

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
});

/** An approval sent to two approvers, the first of whom holds the emailed link. */
async function sentApproval() {
  const first = `token-a-${tag()}@approvers.example`;
  const second = `token-b-${tag()}@approvers.example`;
  const built = await buildApproval(lead, [first, second]);
  const since = await markMailbox();
  expectOk(
    await lead.call('POST', `${APPROVALS}/${built.awardApprovalId}/Send?projectId=${built.projectId}`, {
      body: { version: built.version },
    }),
  );
  const link = await linkFromMailbox(first, since);
  emailed.push(link.uat);
  return { built, link, first, second };
}

const codeOf = (res: { json: any }) => res.json?.error?.code as string | undefined;

describe('the approver token', () => {
  it('refuses a forged token, a missing one and a malformed one', async () => {
    const { link } = await sentApproval();
    const forged = randomBytes(32).toString('base64url');
    const res = await approverView(link, forged);
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('approverLinkInvalid');
    for (const query of ['', '?uat=', '?uat=short', `?uat=${link.uat}x`]) {
      const refused = await api('GET', `${approverPath(link)}${query}`);
      expect(refused.status, query).toBe(401);
      expect(codeOf(refused)).toBe('approverLinkInvalid');
    }
    // The token opens only its own approval: the same member id under another approval id is unknown.
    const other = await approverView({ ...link, awardApprovalId: crypto.randomUUID() }, link.uat);
    expect(other.status).toBe(401);
    // The real one opens.
    expectOk(await approverView(link, link.uat));
  });

  it("refuses another approver's token, for the page and for a decision", async () => {
    const { built, link } = await sentApproval();
    const secondMember = built.members[1]!;
    const asOther = {
      awardApprovalId: link.awardApprovalId,
      awardApprovalWorkflowId: secondMember.awardApprovalWorkflowId,
    };
    const view = await approverView(asOther, link.uat);
    expect(view.status).toBe(401);
    expect(codeOf(view)).toBe('approverLinkInvalid');
    const decision = await decide(asOther, link.uat, 'approve');
    expect(decision.status).toBe(401);
    const approval = await readApproval(lead, built);
    expect(approval.workflow.map((m: any) => m.status)).toEqual(['emailSent', 'notSent']);
  });

  it('refuses an expired token (the agency sets the validity, 1 to 365 days)', async () => {
    const { built, link } = await sentApproval();
    // The link's stored expiry moved into the past: the test moves the clock, not the product.
    const key = {
      customerId: lead.info.customer.customerId,
      projectId: built.projectId,
      awardApprovalId: built.awardApprovalId,
    };
    const stored = await getItem(AwardApproval, key);
    const past = stackTimeIn(-1);
    await patchItem(AwardApproval, key, {
      set: {
        workflow: stored!.workflow.map((m) => ({
          ...m,
          links: m.links.map((l) => ({ ...l, expiresAt: past })),
        })),
      },
    });
    const res = await approverView(link, link.uat);
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('approverLinkExpired');
    expect((await decide(link, link.uat, 'approve')).status).toBe(401);

    const settings = '/api/v1/customer/{customerId}/node/{nodeId}/control-panel/source-settings';
    const current = valuesOf(await lead.call('GET', settings), 'sourceSettings');
    expect(current.approverLinkValidityDays).toBeGreaterThanOrEqual(1);
    const invalid = await lead.call('PUT', settings, {
      body: {
        defaultNoBidEmail: current.defaultNoBidEmail,
        approverLinkValidityDays: 0,
        version: current.version,
      },
    });
    expect(invalid.status).toBe(400);
    expect(codeOf(invalid)).toBe('approverLinkValidityInvalid');
  });

  it('refuses a token reused after the approval was cancelled', async () => {
    const { built, link } = await sentApproval();
    expectOk(await approverView(link, link.uat));
    const approval = await readApproval(lead, built);
    expectOk(
      await lead.call('PUT', `${APPROVALS}/${built.awardApprovalId}/Status?projectId=${built.projectId}`, {
        body: { status: 'cancelled', reason: 'Recommendation withdrawn', version: approval.version },
      }),
    );
    const res = await approverView(link, link.uat);
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe('approverLinkClosed');
    const decision = await decide(link, link.uat, 'approve');
    expect(decision.status).toBe(403);
    expect((await api('GET', `${approverPath(link)}/document/download/all?uat=${link.uat}`)).status).toBe(
      403,
    );
  });

  it('after acting, the token still opens the read-only summary and its documents', async () => {
    const { link } = await sentApproval();
    expectOk(await decide(link, link.uat, 'approve'));
    const summary = await approverView(link, link.uat);
    expectOk(summary);
    const view = valuesOf(summary, 'approverAward');
    expect(view).toMatchObject({ mode: 'summary', status: 'approved' });
    const again = await decide(link, link.uat, 'decline', 'Changed my mind');
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('approverActionNotAllowed');
    const all = await api('GET', `${approverPath(link)}/document/download/all?uat=${link.uat}`);
    expectOk(all);
    const [file] = valuesOf(all, 'downloads').files;
    const downloaded = await fetch(file.url);
    expect(downloaded.ok).toBe(true);
    expect(await downloaded.text()).toContain('%PDF');
    const preview = await api(
      'GET',
      `${approverPath(link)}/document/${view.documents[0].documentId as string}/preview?uat=${link.uat}`,
    );
    expectOk(preview);
    expect(valuesOf(preview, 'preview').contentType).toBe('application/pdf');
  });

  it('never writes an emailed token to the stack’s log', async () => {
    expect(emailed.length).toBeGreaterThanOrEqual(5);
    const log = readFileSync(inject('stackLogFile'), 'utf8');
    // The log did record this file's calls (their refusals), so its silence about the tokens means something.
    expect(log).toContain('approverLinkInvalid');
    for (const token of emailed) expect(log.includes(token), 'a token in the log').toBe(false);
  });
});
