import { describe, expect, it } from 'vitest';
import { formColumn, formDefinition, formRow, priceEntries, priceForm } from '../forms/form-fixtures.js';
import {
  defaultRequirementSettings,
  type RequirementSettingsFacts,
} from '../projects/submission-requirements.js';
import {
  bidDigest,
  sha256Hex,
  supplierFormDefinition,
  findMissingItems,
  type BidContent,
  type BidIdentity,
  type RequirementItemFacts,
} from './bid-content.js';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it.each([
    [
      'keys sorted at every level',
      { b: 1, a: { d: [2, { z: 'x', y: null }], c: true } },
      '{"a":{"c":true,"d":[2,{"y":null,"z":"x"}]},"b":1}',
    ],
    ['strings escaped as JSON does', { q: 'say "é"\n' }, '{"q":"say \\"é\\"\\n"}'],
    ['undefined members left out', { a: undefined, b: 'x' }, '{"b":"x"}'],
    ['code-unit order, capitals first', { b: 1, B: 2, a: 3 }, '{"B":2,"a":3,"b":1}'],
  ])('%s', (_, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('refuses a number that is not a safe integer (amounts are decimal strings)', () => {
    expect(() => canonicalJson({ price: 1.5 })).toThrow(RangeError);
  });
});

const settings = (): RequirementSettingsFacts => defaultRequirementSettings();
const item = (
  submissionRequirementId: string,
  kind: RequirementItemFacts['kind'],
  content: Record<string, unknown>,
): RequirementItemFacts => ({
  submissionRequirementId,
  kind,
  title: `Title ${submissionRequirementId}`,
  content,
});
const emptyBid = (): BidContent => ({ forms: {}, files: [] });
const optionalForm = {
  tenderTableId: 'spec',
  definition: formDefinition(
    [formColumn('c1', 'descriptiveText', { bidderInput: true, required: true })],
    [formRow('r1', {})],
    { name: 'Specifications', tableType: 'specification', mandatory: false },
  ),
};

describe('findMissingItems', () => {
  const prices = { tenderTableId: 'prices', definition: priceForm(3) };

  it.each<[string, (s: ReturnType<typeof settings>) => void, RequirementItemFacts[], BidContent, string[]]>([
    ['nothing used, nothing missing', () => {}, [], emptyBid(), []],
    [
      'a mandatory price form not filled',
      (s) => (s.prices.used = true),
      [],
      emptyBid(),
      ['formNotFilled:prices'],
    ],
    [
      'a price form with a required cell empty',
      (s) => (s.prices.used = true),
      [],
      { ...emptyBid(), forms: { prices: { rows: priceEntries(3).rows.slice(1) } } },
      ['formProblems:prices'],
    ],
    [
      'a filled price form',
      (s) => (s.prices.used = true),
      [],
      { ...emptyBid(), forms: { prices: priceEntries(3) } },
      [],
    ],
    ['an optional specification form left empty', (s) => (s.specifications.used = true), [], emptyBid(), []],
    [
      'items of a section not used do not count',
      () => {},
      [
        item('q1', 'question', { mandatory: true, answerType: 'text' }),
        item('d1', 'document', { mandatory: true }),
      ],
      emptyBid(),
      [],
    ],
    [
      'a mandatory question unanswered, an optional one not',
      (s) => (s.questions.used = true),
      [
        item('q1', 'question', { mandatory: true, answerType: 'text' }),
        item('q2', 'question', { mandatory: false, answerType: 'text' }),
      ],
      { ...emptyBid(), answers: { questions: { q1: '  ' }, termsAccepted: [] } },
      ['questionUnanswered:q1'],
    ],
    [
      'a number question answered with words',
      (s) => (s.questions.used = true),
      [
        item('q1', 'question', { mandatory: false, answerType: 'number' }),
        item('q2', 'question', { mandatory: true, answerType: 'number' }),
      ],
      { ...emptyBid(), answers: { questions: { q1: 'twelve', q2: '12,5' }, termsAccepted: [] } },
      ['questionNumberExpected:q1'],
    ],
    [
      'terms to accept only when acceptance is required',
      (s) => Object.assign(s.terms, { used: true, acceptanceRequired: true }),
      [item('t1', 'terms', { text: 'x' }), item('t2', 'terms', { text: 'y' })],
      { ...emptyBid(), answers: { questions: {}, termsAccepted: ['t2'] } },
      ['termsNotAccepted:t1'],
    ],
    [
      'fewer references than required',
      (s) => Object.assign(s.references, { used: true, required: 2 }),
      [],
      {
        ...emptyBid(),
        references: [
          { companyName: 'A', contactName: 'B', email: 'b@a.example', phone: '1', description: '' },
        ],
      },
      ['referencesTooFew'],
    ],
    [
      'mandatory subcontractors absent',
      (s) => Object.assign(s.subcontractors, { used: true, mandatory: true }),
      [],
      emptyBid(),
      ['subcontractorsRequired'],
    ],
    [
      'a security not given, a mandatory document without a file',
      (s) => Object.assign(s, { security: { ...s.security, used: true }, documents: { used: true } }),
      [
        item('s1', 'security', {}),
        item('d1', 'document', { mandatory: true }),
        item('d2', 'document', { mandatory: false }),
      ],
      { ...emptyBid(), files: [{ submissionRequirementId: 'd2', fileName: 'a.pdf', size: 1, sha256: 'x' }] },
      ['securityMissing:s1', 'documentMissing:d1'],
    ],
  ])('%s', (_, use, items, bid, expected) => {
    const s = settings();
    use(s);
    const missing = findMissingItems({ settings: s, items, forms: [prices, optionalForm], bid });
    expect(missing.map((m) => ('id' in m ? `${m.code}:${m.id}` : m.code))).toEqual(expected);
  });
});

describe('bidDigestDocument', () => {
  const identity: BidIdentity = {
    agencyId: 'agency',
    projectId: 'project',
    submissionId: 'vendor',
    vendorId: 'vendor',
    companyName: 'Acme',
  };
  const bid = (): BidContent => ({
    forms: { prices: priceEntries(2) },
    answers: { questions: { q1: '12' }, termsAccepted: ['t1'] },
    files: [
      { submissionRequirementId: 'd2', fileName: 'b.pdf', size: 2, sha256: 'bb' },
      { submissionRequirementId: 'd1', fileName: 'a.pdf', size: 1, sha256: 'aa' },
    ],
  });
  const digest = (b: BidContent, who = identity) => bidDigest(who, b);

  it('hashes UTF-8 text as SHA-256 does', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives the same digest for the same content', async () => {
    expect(await digest(bid())).toBe(await digest(bid()));
    expect(await digest(bid())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores the order of keys and of files', async () => {
    const reordered: BidContent = {
      files: [...bid().files].reverse(),
      answers: { termsAccepted: ['t1'], questions: { q1: '12' } },
      forms: {
        prices: {
          rows: priceEntries(2).rows.map((r) => ({
            cells: Object.fromEntries(Object.entries(r.cells).reverse()),
            rowId: r.rowId,
          })),
        },
      },
    };
    expect(await digest(reordered)).toBe(await digest(bid()));
  });

  it('changes when a cent, a file digest or the company changes', async () => {
    const original = await digest(bid());
    const cent = bid();
    cent.forms.prices!.rows[0]!.cells.c4 = '0.01';
    expect(priceEntries(2).rows[0]!.cells.c4).toBe('0.00');
    expect(await digest(cent)).not.toBe(original);
    const file = bid();
    file.files[0]!.sha256 = 'bc';
    expect(await digest(file)).not.toBe(original);
    expect(await digest(bid(), { ...identity, companyName: 'Acme Inc.' })).not.toBe(original);
  });
});

describe('supplierFormDefinition', () => {
  it('leaves out a hidden column the bidder does not type and no formula reads, with its cells', () => {
    const form = priceForm(2);
    form.columns = form.columns.map((c) =>
      c.key === 'c6' || c.key === 'c3' || c.key === 'c4' ? { ...c, hiddenOnPublic: true } : c,
    );
    const seen = supplierFormDefinition(form);
    // c6 (the estimate) goes; c3 stays (the total's formula reads it), c4 stays (bidder input).
    expect(seen.columns.map((c) => c.key)).not.toContain('c6');
    expect(seen.columns.map((c) => c.key)).toEqual(expect.arrayContaining(['c3', 'c4', 'c5']));
    expect(seen.rows.every((r) => !('c6' in r.cells) && 'c3' in r.cells)).toBe(true);
    expect(supplierFormDefinition(priceForm(2))).toEqual(priceForm(2));
  });
});
