/**
 * Online submission under load and at the closing instant (issue 10's Done-when, decision 054): fifty
 * companies submitting to one tender at once all land whole (each header complete with a receipt whose
 * digest is the one its stored parts give), and submissions fired around the closing instant are each
 * either kept whole before it or refused with nothing changed, as the server's clock decides.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Submission, SubmissionPart } from '../../functions/core/db/entities/submission.js';
import { partsOfSubmission, submissionsOfProject } from '../../functions/core/db/entities/submission-keys.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { gunzipSync } from 'node:zlib';
import { bidDigest } from '../../shared/domain/submissions/bid-content.js';
import { advanceClockTo, stackNow } from '../helpers/clock.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { bidEntries, openSubmissionBid } from './submission-support.js';
import { CLOSING_AHEAD_SECONDS } from './projects-support.js';

let lead: SignedIn;
let customerId: string;

const base = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}/Submission`;
const bidOf = (res: { json: any }) => res.json.data.bidSubmissionDTO.values;

/** A company's draft: its form saved once, the bid at version 1. */
async function draft(supplier: SupplierSignedIn, projectId: string, tenderTableId: string, cents: number) {
  const res = await supplier.call('PUT', `${base(projectId)}/Forms/${tenderTableId}`, {
    body: { submissionVersion: 0, version: 0, entries: bidEntries(`45.${String(cents).padStart(2, '0')}`) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** The digest the stored parts give, computed as the server does. */
async function storedDigest(projectId: string, header: { submissionId: string; companyName: string }) {
  const parts = await queryAll(SubmissionPart, partsOfSubmission(customerId, projectId, header.submissionId));
  const forms: Record<string, any> = {};
  for (const part of parts)
    forms[part.partId.slice('form.'.length)] = JSON.parse(
      gunzipSync(part.contentGz).toString('utf8'),
    ).entries;
  return bidDigest(
    {
      agencyId: customerId,
      projectId,
      submissionId: header.submissionId,
      vendorId: header.submissionId,
      companyName: header.companyName,
    },
    { forms, files: [] },
  );
}

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
});

describe('online submission under load', () => {
  it('takes fifty concurrent submissions to one tender, each whole', async () => {
    const bid = await openSubmissionBid(lead, { question: false });
    const suppliers = await Promise.all(Array.from({ length: 50 }, (_, i) => newSupplier(`crowd-${i}`)));
    await Promise.all(suppliers.map((s, i) => draft(s, bid.projectId, bid.tenderTableId, i)));
    const answers = await Promise.all(
      suppliers.map((s) => s.call('POST', `${base(bid.projectId)}/Submit`, { body: { version: 1 } })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const headers = await queryAll(Submission, submissionsOfProject(customerId, bid.projectId));
    expect(headers).toHaveLength(50);
    for (const header of headers) {
      expect(header.status).toBe('complete');
      expect(header.receipt?.digest).toBe(await storedDigest(bid.projectId, header));
    }
    // Each company's answer carries its own receipt: fifty different bids, fifty different digests.
    expect(new Set(answers.map((a) => bidOf(a).submission.receipt.digest)).size).toBe(50);
  }, 120_000);

  it('keeps each submission racing the closing instant whole, or refuses it with nothing changed', async () => {
    const bid = await openSubmissionBid(lead, { question: false, closingInSeconds: CLOSING_AHEAD_SECONDS });
    const suppliers = await Promise.all(Array.from({ length: 10 }, (_, i) => newSupplier(`race-${i}`)));
    await Promise.all(suppliers.map((s, i) => draft(s, bid.projectId, bid.tenderTableId, i)));
    const closing = Date.parse(bid.closingDate);
    // The stack's clock is moved to half a second before the closing; from there it runs in real time, so
    // the submissions race the closing instant (and the close-project job it fires) as they would live.
    await advanceClockTo(closing, -0.5);
    // Fired from half a second before the closing to half a second after it, one every 100 ms.
    const answers = await Promise.all(
      suppliers.map(async (s, i) => {
        // A spacing of the requests around the closing, not a wait for something to happen.
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, closing - 500 + i * 100 - stackNow())),
        );
        return s.call('POST', `${base(bid.projectId)}/Submit`, { body: { version: 1 } });
      }),
    );
    const headers = await queryAll(Submission, submissionsOfProject(customerId, bid.projectId));
    for (const [i, answer] of answers.entries()) {
      const header = headers.find((h) => h.submissionId === suppliers[i]!.info.vendor.vendorId)!;
      if (answer.status === 200) {
        // Handed in: complete, or already sealed by the close-project job once the closing passed (decision 056).
        expect(['complete', 'sealed']).toContain(header.status);
        expect(Date.parse(header.receipt!.submittedAt)).toBeLessThan(closing);
        expect(header.receipt!.digest).toBe(await storedDigest(bid.projectId, header));
      } else {
        expect(answer.json.error.code, JSON.stringify(answer.json)).toBe('submissionClosed');
        expect(header.status).toBe('incomplete');
        expect(header.receipt).toBeUndefined();
        expect(header.version).toBe(1);
      }
    }
    const kept = answers.filter((a) => a.status === 200).length;
    console.log(`closing race: ${kept} kept before the closing, ${answers.length - kept} refused after it`);
    // Past the closing, nothing more is taken.
    await advanceClockTo(closing, 0.05);
    const late = await suppliers[0]!.call('POST', `${base(bid.projectId)}/Submit`, { body: { version: 1 } });
    expect(late.status).toBe(409);
  }, 120_000);
});
