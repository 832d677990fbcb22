/**
 * The award-approval workflow on the local runtime (issue 11 item 3, decision 065): the state machine of
 * infra/workflows/award-approval.asl.json run by the local Step Functions engine, through every status of
 * an award approval (docs/product/evaluation-and-award.md#award-approvals: Incomplete, Draft, Pending
 * Approval, Email Sent, Correcting, Approved, Declined, Cancelled, Closed), with the approvers acting from
 * the links the workflow emailed. The restart in the middle of an approval is award-approval-restart.test.ts.
 */
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/core/aws/dynamodb.js';
import { AwardApproval } from '../../functions/core/db/entities/award-approval.js';
import { env } from '../../functions/core/env.js';
import { eventually } from '../helpers/api.js';
import { type MailboxMark, mailSince, markMailbox } from '../helpers/mailbox.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  APPROVALS,
  approvalOf,
  approverView,
  buildApproval,
  closeProject,
  decide,
  expectOk,
  linkFromMailbox,
  readApproval,
  valuesOf,
} from './award-approval-support.js';
import { create, expectCatalogueError, tag } from './projects-support.js';

let lead: SignedIn;
beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
});

const statusOf = async (built: Parameters<typeof readApproval>[1]) =>
  (await readApproval(lead, built)).status;

/** The lead's email about this approval (it links to the approval's page) whose subject starts so. */
const leadEmailAbout = (built: { awardApprovalId: string }, since: MailboxMark, subject: RegExp) =>
  eventually(async () =>
    (await mailSince(since)).find(
      (e) =>
        e.destination.to.includes('lead@demo.example') &&
        subject.test(e.subject) &&
        (e.body.text ?? '').includes(`approval=${built.awardApprovalId}`),
    ),
  );
const DIGEST = /^[0-9a-f]{64}$/;

describe('the award-approval workflow through every status', () => {
  it('sends, approves, declines, resets, corrects, resends, approves and closes', async () => {
    const first = `first-${tag()}@approvers.example`;
    const second = `second-${tag()}@approvers.example`;
    // The second reads French: their emails are in it, the first's in the agency's language (English).
    const built = await buildApproval(lead, [first, second], { [second]: 'fr' });
    const q = `?projectId=${built.projectId}`;
    const one = `${APPROVALS}/${built.awardApprovalId}`;
    expect((await readApproval(lead, built)).workflow.map((m: any) => m.language)).toEqual([undefined, 'fr']);

    // Draft → Pending Approval → Email Sent: the workflow emails the first approver only.
    const since = await markMailbox();
    const sent = await lead.call('POST', `${one}/Send${q}`, { body: { version: built.version } });
    expectOk(sent);
    expect(['pendingApproval', 'emailSent']).toContain(approvalOf(sent).status);
    const firstLink = await linkFromMailbox(first, since);
    expect(firstLink.message.body.text).toContain(`/approval/${built.awardApprovalId}/approver/`);
    await eventually(async () => ((await statusOf(built)) === 'emailSent' ? true : undefined));
    const view = await approverView(firstLink, firstLink.uat);
    expectOk(view);
    expect(valuesOf(view, 'approverAward')).toMatchObject({ mode: 'act', fullName: `Approver ${first}` });

    // The first approves what the page showed: the decision keeps its digest, the same the page shows.
    const shownDigest = valuesOf(view, 'approverAward').contentDigest as string;
    expect(shownDigest).toMatch(DIGEST);
    const afterFirst = await markMailbox();
    expectOk(await decide(firstLink, firstLink.uat, 'approve'));
    expect((await readApproval(lead, built)).workflow[0]).toMatchObject({
      status: 'approved',
      decisionDigest: shownDigest,
    });
    expect(valuesOf(await approverView(firstLink, firstLink.uat), 'approverAward')).toMatchObject({
      mode: 'summary',
      contentDigest: shownDigest,
      timeZone: 'America/Toronto',
    });
    const secondLink = await linkFromMailbox(second, afterFirst);
    expect(firstLink.message.subject).toMatch(/^Award approval requested/);
    expect(secondLink.message.subject).toMatch(/^Approbation d’adjudication demandée/);
    expect(valuesOf(await approverView(firstLink, firstLink.uat), 'approverAward').mode).toBe('summary');

    // Declining needs comments (declineNeedsComments); with them, the approval is Declined.
    const bare = await decide(secondLink, secondLink.uat, 'decline', '  ');
    expect(bare.status).toBe(400);
    expect(bare.json.error).toMatchObject({
      code: 'awardApprovalDeclineComments',
      message: 'Comments are required to decline award.',
    });
    const declinedAt = await markMailbox();
    expectOk(await decide(secondLink, secondLink.uat, 'decline', 'Over budget.'));
    let approval = await readApproval(lead, built);
    expect(approval.status).toBe('declined');
    expect(approval.workflow[1]).toMatchObject({ status: 'declined', comments: 'Over budget.' });
    // The lead is told of the decline, with its comments.
    const declinedEmail = await leadEmailAbout(built, declinedAt, /^Award approval declined/);
    expect(declinedEmail.body.text).toContain(`Approver ${second} declined this award recommendation.`);
    expect(declinedEmail.body.text).toContain('Over budget.');

    // A declined approval is reset before it is sent again.
    const refused = await lead.call('POST', `${one}/Send${q}`, { body: { version: approval.version } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('awardApprovalResetFirst');
    const reset = await lead.call(
      'POST',
      `${one}/Approver/${approval.workflow[1].awardApprovalWorkflowId as string}/StatusReset${q}`,
      { body: { version: approval.version } },
    );
    expectOk(reset);
    expect(approvalOf(reset).status).toBe('correcting');
    // Reset: asked again from the start, so no "Emailed" date of the earlier round beside "Not sent".
    expect(approvalOf(reset).workflow[1]).toMatchObject({ status: 'notSent', emailedAt: null });
    // Unchanged content: the first's approval stands.
    expect(approvalOf(reset).workflow[0]).toMatchObject({ status: 'approved', decisionDigest: shownDigest });

    // Correcting: an edit keeps it so, and the approver's link shows "unavailable" with nothing of the award.
    // The amount changed: the first approved another amount, so their approval goes back to pending.
    const edited = await lead.call('PUT', `${one}${q}`, {
      body: { awardAmount: '990', version: approvalOf(reset).version },
    });
    expectOk(edited);
    expect(approvalOf(edited).status).toBe('correcting');
    expect(approvalOf(edited).workflow[0]).toMatchObject({
      status: 'notSent',
      decisionDigest: null,
      actedAt: null,
      emailedAt: null,
    });
    const unavailable = valuesOf(await approverView(secondLink, secondLink.uat), 'approverAward');
    expect(unavailable).toMatchObject({ mode: 'unavailable', documents: [] });

    // Resent (a new round): the first is asked again, with a new link, and sees the new amount's digest.
    const resentAt = await markMailbox();
    expectOk(await lead.call('POST', `${one}/Send${q}`, { body: { version: approvalOf(edited).version } }));
    const firstAgain = await linkFromMailbox(first, resentAt, [firstLink.uat]);
    expect((await approverView(firstLink, firstLink.uat)).status).toBe(401);
    const asked = valuesOf(await approverView(firstAgain, firstAgain.uat), 'approverAward');
    expect(asked).toMatchObject({ mode: 'act', awardAmount: '990.00' });
    expect(asked.contentDigest).toMatch(DIGEST);
    expect(asked.contentDigest).not.toBe(shownDigest);
    const afterFirstAgain = await markMailbox();
    expectOk(await decide(firstAgain, firstAgain.uat, 'approve'));
    const again = await linkFromMailbox(second, afterFirstAgain, [secondLink.uat]);
    expect(again.uat).not.toBe(secondLink.uat);
    expect((await approverView(secondLink, secondLink.uat)).status).toBe(401);
    const completedAt = await markMailbox();
    expectOk(await decide(again, again.uat, 'approve'));
    approval = await readApproval(lead, built);
    expect(approval.status).toBe('approved');
    expect(approval.approvalDate).toEqual(expect.any(String));
    expect(approval.workflow.map((m: any) => m.decisionDigest)).toEqual([
      asked.contentDigest,
      asked.contentDigest,
    ]);
    // The lead is told the approval is complete.
    await leadEmailAbout(built, completedAt, /^Award approval complete/);

    // The execution ended in its Approved state.
    await eventually(async () => {
      const executions = await lead.call('GET', `${one}${q}`);
      return approvalOf(executions).status === 'approved' ? true : undefined;
    });

    // Approved → Closed; a closed approval's links no longer open.
    const closed = await lead.call('PUT', `${one}/Status${q}`, {
      body: { status: 'closed', version: approval.version },
    });
    expectOk(closed);
    expect(approvalOf(closed).status).toBe('closed');
    expect((await approverView(again, again.uat)).status).toBe(403);
  });

  it('an edit of a sent approval makes it Correcting; resend a link; cancel with a reason; delete', async () => {
    const approver = `edit-${tag()}@approvers.example`;
    const built = await buildApproval(lead, [approver]);
    const q = `?projectId=${built.projectId}`;
    const one = `${APPROVALS}/${built.awardApprovalId}`;
    const since = await markMailbox();
    expectOk(await lead.call('POST', `${one}/Send${q}`, { body: { version: built.version } }));
    const link = await linkFromMailbox(approver, since);
    await eventually(async () => ((await statusOf(built)) === 'emailSent' ? true : undefined));

    // Resend to the approver: a new link; the old one is refused from then on.
    let approval = await readApproval(lead, built);
    const resentAt = await markMailbox();
    const resent = await lead.call(
      'POST',
      `${one}/Approver/${built.members[0]!.awardApprovalWorkflowId}/Resend${q}`,
      { body: { version: approval.version } },
    );
    expectOk(resent);
    const fresh = await linkFromMailbox(approver, resentAt, [link.uat]);
    expect(fresh.uat).not.toBe(link.uat);
    expect((await approverView(link, link.uat)).status).toBe(401);
    expectOk(await approverView(fresh, fresh.uat));

    // Editing the sent approval: Correcting, its execution stopped, the link unavailable and unable to act.
    const edited = await lead.call('PUT', `${one}${q}`, {
      body: { reportNumber: 'AR-2', version: approvalOf(resent).version },
    });
    expectOk(edited);
    expect(approvalOf(edited).status).toBe('correcting');
    expect(valuesOf(await approverView(fresh, fresh.uat), 'approverAward').mode).toBe('unavailable');
    const blocked = await decide(fresh, fresh.uat, 'approve');
    expect(blocked.status).toBe(409);
    expect(blocked.json.error.code).toBe('approverActionNotAllowed');

    // Cancel needs a reason; cancelled, every link is refused.
    approval = approvalOf(edited);
    const noReason = await lead.call('PUT', `${one}/Status${q}`, {
      body: { status: 'cancelled', version: approval.version },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.code).toBe('awardApprovalCancelReasonRequired');
    const cancelled = await lead.call('PUT', `${one}/Status${q}`, {
      body: { status: 'cancelled', reason: 'Withdrawn', version: approval.version },
    });
    expectOk(cancelled);
    expect(approvalOf(cancelled)).toMatchObject({ status: 'cancelled', cancelReason: 'Withdrawn' });
    expect((await approverView(fresh, fresh.uat)).status).toBe(403);

    // Delete: gone, and so is its link.
    const deleted = await lead.call(
      'DELETE',
      `${one}?projectId=${built.projectId}&version=${approvalOf(cancelled).version as number}`,
    );
    expect(deleted.status).toBe(204);
    expect((await lead.call('GET', `${one}${q}`)).status).toBe(404);
    expect((await approverView(fresh, fresh.uat)).status).toBe(401);
  });

  it('lists the parts of an open upload and cancels it; another approval’s or an unknown upload is refused', async () => {
    const built = await buildApproval(lead, [`upload-${tag()}@approvers.example`]);
    const q = `?projectId=${built.projectId}`;
    const one = `${APPROVALS}/${built.awardApprovalId}`;
    const started = await lead.call('POST', `${one}/Documents/Uploads${q}`, {
      body: { fileName: 'Minutes.pdf', size: 12, contentType: 'application/pdf', summaryReport: false },
    });
    expectOk(started, 201);
    const { uploadId, key } = valuesOf(started, 'upload');
    const open = `${q}&uploadId=${uploadId}&key=${encodeURIComponent(key)}`;
    const listed = await lead.call('GET', `${one}/Documents/Uploads/Parts${open}`);
    expectOk(listed);
    // The local S3 cannot list parts (s3-multipart.ts): none are reported, and the uploader sends them all.
    expect(valuesOf(listed, 'uploadParts')).toEqual({ parts: [] });
    expect((await lead.call('DELETE', `${one}/Documents/Uploads${open}`)).status).toBe(204);

    const unknown = `${q}&uploadId=${uploadId.replace(/^.{8}/, '00000000')}&key=${encodeURIComponent(key)}`;
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(
        await lead.call('GET', `${one}/Documents/Uploads/Parts${unknown}`, { lang }),
        'documentUploadNotFound',
        lang,
      );
    }
    const other = await buildApproval(lead, [`other-${tag()}@approvers.example`]);
    const elsewhere = await lead.call(
      'DELETE',
      `${APPROVALS}/${other.awardApprovalId}/Documents/Uploads?projectId=${other.projectId}&uploadId=${uploadId}&key=${encodeURIComponent(key)}`,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.error.code).toBe('documentUploadNotFound');
  });

  it('refuses a duplicate email, an incomplete send and an unknown action', async () => {
    const email = `dup-${tag()}@approvers.example`;
    const built = await buildApproval(lead, [email]);
    const q = `?projectId=${built.projectId}`;
    const one = `${APPROVALS}/${built.awardApprovalId}`;
    const dup = await lead.call('POST', `${one}/Workflow${q}`, {
      body: {
        role: 'reviewer',
        fullName: 'Again',
        title: '',
        email: email.toUpperCase(),
        version: built.version,
      },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error.code).toBe('awardApprovalDuplicateEmail');
    const removed = await lead.call(
      'DELETE',
      `${one}/Workflow/${built.members[0]!.awardApprovalWorkflowId}?projectId=${built.projectId}&version=${built.version}`,
    );
    expectOk(removed);
    expect(approvalOf(removed)).toMatchObject({ status: 'incomplete', gaps: ['approver'] });
    const send = await lead.call('POST', `${one}/Send${q}`, {
      body: { version: approvalOf(removed).version },
    });
    expect(send.status).toBe(409);
    expect(send.json.error.code).toBe('awardApprovalIncomplete');
    // A report number holds only the characters isValidReportNumber allows.
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(
        await lead.call('PUT', `${one}${q}`, {
          body: { reportNumber: 'AR/2026:1', version: approvalOf(removed).version },
          lang,
        }),
        'awardApprovalReportNumberInvalid',
        lang,
      );
    }
    expectOk(
      await lead.call('PUT', `${one}${q}`, {
        body: { reportNumber: 'AR-2026.1', version: approvalOf(removed).version },
      }),
    );
  });
});

describe('amounts are Money (decision 075)', () => {
  it('refuses an amount sent as a number, or with fractions of a cent, at its field', async () => {
    const built = await buildApproval(lead, [`money-${tag()}@approvers.example`]);
    const one = `${APPROVALS}/${built.awardApprovalId}?projectId=${built.projectId}`;
    for (const awardAmount of [1000.5, '12.345', '1000000000000.01', '-1'] as const) {
      const refused = await lead.call('PUT', one, { body: { awardAmount, version: built.version } });
      expect(refused.status, JSON.stringify(awardAmount)).toBe(400);
      expect(refused.json.error.fields).toContainEqual(
        expect.objectContaining({
          field: 'body.awardAmount',
          message: expect.stringMatching(/^Enter an amount/),
        }),
      );
    }
    const saved = await lead.call('PUT', one, { body: { subtotal: ' 1234.5 ', version: built.version } });
    expectOk(saved);
    expect(approvalOf(saved)).toMatchObject({ awardAmount: '1000.50', subtotal: '1234.50' });
  });

  it('reads an approval stored with number amounts (before Money) to the cent, and its decisions still stand', async () => {
    const first = `first-${tag()}@approvers.example`;
    const second = `second-${tag()}@approvers.example`;
    const built = await buildApproval(lead, [first, second]);
    const q = `?projectId=${built.projectId}`;
    const since = await markMailbox();
    expectOk(
      await lead.call('POST', `${APPROVALS}/${built.awardApprovalId}/Send${q}`, {
        body: { version: built.version },
      }),
    );
    const firstLink = await linkFromMailbox(first, since);
    const afterFirst = await markMailbox();
    expectOk(await decide(firstLink, firstLink.uat, 'approve'));
    const secondLink = await linkFromMailbox(second, afterFirst);
    const decided = (await readApproval(lead, built)).workflow[0].decisionDigest as string;

    // As an approval saved before decision 075 holds them: JSON numbers.
    const customerId = lead.info.customer.customerId as string;
    const key = AwardApproval.key({
      customerId,
      projectId: built.projectId,
      awardApprovalId: built.awardApprovalId,
    });
    await documentClient.send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET awardAmount = :amount',
        ExpressionAttributeValues: { ':amount': 1000.5 },
      }),
    );

    const approval = await readApproval(lead, built);
    expect(approval.awardAmount).toBe('1000.50');
    expect(approval.workflow[0]).toMatchObject({ status: 'approved', decisionDigest: decided });
    // The second is shown the same content the first approved: the digest of the number read as Money is
    // the one the first's decision holds.
    const shown = valuesOf(await approverView(secondLink, secondLink.uat), 'approverAward');
    expect(shown).toMatchObject({ mode: 'act', awardAmount: '1000.50', contentDigest: decided });
  });
});

describe('the project an approval is made on', () => {
  it('refuses an approval before the close and after the award; an awarded project’s approvals are read only', async () => {
    const draft = (await create(lead)).project.projectId as string;
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(
        await lead.call('POST', `${APPROVALS}?projectId=${draft}`, {
          body: { companyName: 'Greenleaf Landscaping Inc.' },
          lang,
        }),
        'awardApprovalProjectNotClosed',
        lang,
      );
    }
    const built = await buildApproval(lead, [`awarded-${tag()}@approvers.example`]);
    await closeProject(lead, built.projectId, 'awarded');
    const q = `?projectId=${built.projectId}`;
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(
        await lead.call('POST', `${APPROVALS}${q}`, { body: { companyName: 'Other Inc.' }, lang }),
        'awardApprovalProjectAwarded',
        lang,
      );
      expectCatalogueError(
        await lead.call('PUT', `${APPROVALS}/${built.awardApprovalId}${q}`, {
          body: { awardAmount: '5.00', version: built.version },
          lang,
        }),
        'awardApprovalProjectAwarded',
        lang,
      );
    }
    // Still readable, and marked read only for the screens; the list says why none can be created.
    const after = await readApproval(lead, built);
    expect(after.awardAmount).toBe('1000.50');
    expect(after.readOnly).toBe(true);
    const list = await lead.call('GET', `${APPROVALS}${q}`);
    expect(list.json.data.awardApprovalsDTO.values.creationRefusal).toBe('awardApprovalProjectAwarded');
    expect(list.json.data.awardApprovalsDTO.values.awardApprovals[0].readOnly).toBe(true);
    const open = await lead.call(
      'GET',
      `${APPROVALS}?projectId=${(await buildApproval(lead, [`open-${tag()}@approvers.example`])).projectId}`,
    );
    expect(open.json.data.awardApprovalsDTO.values.creationRefusal).toBeNull();
    expect(open.json.data.awardApprovalsDTO.values.awardApprovals[0].readOnly).toBe(false);
  });
});

describe("a project's delete", () => {
  it('removes its approvals and their locators, stops their executions, and refuses their links', async () => {
    const { AwardApproval, AwardApprovalLocator } =
      await import('../../functions/core/db/entities/award-approval.js');
    const { getItem } = await import('../../functions/core/db/ops.js');
    const { sfn } = await import('../../functions/core/aws/sfn.js');
    const approver = `gone-${tag()}@approvers.example`;
    const built = await buildApproval(lead, [approver]);
    const since = await markMailbox();
    expectOk(
      await lead.call('POST', `${APPROVALS}/${built.awardApprovalId}/Send?projectId=${built.projectId}`, {
        body: { version: built.version },
      }),
    );
    const link = await linkFromMailbox(approver, since);
    const key = {
      customerId: lead.info.customer.customerId,
      projectId: built.projectId,
      awardApprovalId: built.awardApprovalId,
    };
    const executionArn = (await getItem(AwardApproval, key))!.executionArn!;
    // A project is deleted while it is a draft: the approval's project (closed to create it) goes back to Design.
    await closeProject(lead, built.projectId, 'design');
    const deleted = await lead.call(
      'DELETE',
      `/api/v1/customer/{customerId}/node/{nodeId}/Projects?projectId=${built.projectId}&confirmed=true`,
    );
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);
    await eventually(async () => ((await getItem(AwardApproval, key)) ? undefined : true), 150, 100);
    expect(await getItem(AwardApprovalLocator, { awardApprovalId: built.awardApprovalId })).toBeUndefined();
    expect((await sfn.send(new DescribeExecutionCommand({ executionArn }))).status).toBe('ABORTED');
    expect((await approverView(link, link.uat)).status).toBe(401);
  });
});
