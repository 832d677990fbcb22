/**
 * The prompt-pay discount the supplier commits to (issue 22 item 3) on the local runtime: the bid screen's
 * answer carries the buyer's terms and the engine's discount and total after it; a discount figure that
 * differs from the engine's is refused; the receipt email names the terms in English and French, and still
 * no price (decision 054).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { latestEmailTo, markMailbox } from '../helpers/mailbox.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { PRICE_FORM_FIGURES } from '../support/large-form.js';
import { expectCatalogueError, loadRefs } from './projects-support.js';
import { bidEntries, openSubmissionBid } from './submission-support.js';

const bidOf = (res: { json: any }) => res.json.data.bidSubmissionDTO.values;
const base = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}/Submission`;
// 2 % of 6,115.90 is 122.318, rounded half-up to the cent.
const DISCOUNT = { promptPayDiscount: '122.32', totalAfterDiscount: '5993.58' };

let lead: SignedIn;
let bidder: SupplierSignedIn;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  await loadRefs(lead);
  bidder = await newSupplier('prompt-pay');
}, 30_000);

describe('a bid with a prompt-pay discount', () => {
  it('shows the terms and figures, checks them on save, and names the terms on the emailed receipt', async () => {
    const bid = await openSubmissionBid(lead, {
      question: false,
      promptPayDiscount: { type: 'percentage', value: '2' },
    });
    const read = bidOf(await bidder.call('GET', base(bid.projectId)));
    expect(read.requirements.forms[0].definition.promptPayDiscount).toEqual({
      type: 'percentage',
      value: '2',
    });

    const form = `${base(bid.projectId)}/Forms/${bid.tenderTableId}`;
    const wrong = await bidder.call('PUT', form, {
      body: {
        submissionVersion: 0,
        version: 0,
        entries: bidEntries(),
        totals: {
          ...PRICE_FORM_FIGURES,
          promptPayDiscount: '0.00',
          totalAfterDiscount: PRICE_FORM_FIGURES.total,
        },
      },
    });
    expectCatalogueError(wrong, 'formTotalMismatch', 'en');
    expect(wrong.json.error.details.mismatched).toEqual(['promptPayDiscount', 'totalAfterDiscount']);

    const saved = await bidder.call('PUT', form, {
      body: {
        submissionVersion: 0,
        version: 0,
        entries: bidEntries(),
        totals: { ...PRICE_FORM_FIGURES, ...DISCOUNT },
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(bidOf(saved).parts.forms[bid.tenderTableId].totals).toMatchObject({
      ...PRICE_FORM_FIGURES,
      ...DISCOUNT,
    });

    const since = await markMailbox();
    const submitted = await bidder.call('POST', `${base(bid.projectId)}/Submit`, { body: { version: 1 } });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    const text = (await latestEmailTo(bidder.info.user.email, since)).body.text!;
    expect(text).toContain(
      'Prompt-pay discount offered by the buyer and included in your bid on "Prices": 2%.',
    );
    expect(text).toContain(
      'Escompte pour paiement rapide offert par l’acheteur et compris dans votre soumission, « Prices » : 2\u00a0%.',
    );
    // Still no price: an email leaves the vault.
    expect(text).not.toContain('5993.58');
    expect(text).not.toContain('5,993.58');
  });
});
