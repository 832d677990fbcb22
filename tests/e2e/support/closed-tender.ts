/**
 * A tender closed with the demo supplier's bid, where the award and opening tests start: made by the lead
 * through the API and handed in by Acme through the portal's API (neither is under test there), then closed
 * by its close-project job, which seals the bid at the closing instant.
 */
import { expect, inject } from 'vitest';
import { bidEntries, openSubmissionBid } from '../../integration/submission-support.js';
import { DEMO_PASSWORD, type ApiSession } from './app.js';
import { moveClosing, passClosing, signedIn, waitUntilClosed } from './bids.js';

/**
 * The demo supplier's bid handed in through the portal's API (where the portal is not under test): on a bid
 * made by openSubmissionBid without a question, its price form filled (bidEntries), then submitted.
 */
export async function handInAsAcme(projectId: string, tenderTableId: string): Promise<void> {
  const appUrl = inject('appUrl');
  const login = await fetch(`${appUrl}/api/v1/public/SupplierLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email: 'bids@acme.example', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${appUrl}${path}`, {
      method,
      headers: {
        cookie: cookies.join('; '),
        origin: appUrl,
        'x-xsrf-token': xsrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as any };
  };
  const base = `/api/v1/portal/Bids/demo/${projectId}/Submission`;
  const saved = await call('PUT', `${base}/Forms/${tenderTableId}`, {
    submissionVersion: 0,
    version: 0,
    entries: bidEntries(),
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const submitted = await call('POST', `${base}/Submit`, { version: 1 });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
}

/**
 * The tender (openSubmissionBid without a question, `tender` its switches) with Acme's bid, closed: the
 * closing brought near, then the stack's clock moved past it, and the close-project job waited for.
 */
export async function tenderClosedWithAcmesBid(
  lead: ApiSession,
  tender?: NonNullable<Parameters<typeof openSubmissionBid>[1]>['tender'],
) {
  const bid = await openSubmissionBid(signedIn(lead), { question: false, ...(tender ? { tender } : {}) });
  await handInAsAcme(bid.projectId, bid.tenderTableId);
  await passClosing(await moveClosing(lead, bid.projectId));
  await waitUntilClosed(lead, bid.projectId);
  return bid;
}
