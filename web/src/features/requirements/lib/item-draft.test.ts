import { describe, expect, it } from 'vitest';
import {
  ZRequirementItemUpdate,
  type TRequirementItem,
} from '../../../../../shared/schemas/submission-requirements';
import { serverAnswer } from '../../../lib/server-answer';
import {
  emptyItemDraft,
  itemBodyOf,
  itemDraftChanged,
  itemDraftOf,
  itemProblemsOf,
  ITEM_FIELDS_WITHIN,
  type ItemDraft,
  type ItemProblem,
} from './item-draft';

const messageOf = (problem: ItemProblem) => `unreadable ${problem}`;
/** What the item form shows on submit, before it sends anything. */
const instantCheck = (kind: Parameters<typeof itemBodyOf>[0], draft: ItemDraft, lang: 'en' | 'fr' = 'en') => {
  const { body, unreadable } = itemBodyOf(kind, draft, 'en-CA');
  return itemProblemsOf(body, unreadable, messageOf, lang)?.fields;
};

describe("a requirement item's draft", () => {
  it('starts empty, mandatory, with the first option and no minimum page count', () => {
    expect(emptyItemDraft('document')).toEqual({
      title: '',
      instructions: '',
      minimumPageCount: '0',
      fileTypes: '',
      mandatory: true,
    });
    expect(emptyItemDraft('question')).toEqual({ title: '', text: '', answerType: 'text', mandatory: true });
    expect(emptyItemDraft('security')).toMatchObject({ kind: 'bidBond', amountType: 'amount', value: '' });
  });

  it("keeps a document's chosen file types, in the list's order, as an array", () => {
    const checked = itemBodyOf(
      'document',
      {
        title: 'Drawings',
        instructions: '',
        minimumPageCount: '0',
        fileTypes: 'pdf,drawing,bogus',
        mandatory: true,
      },
      'en-CA',
    );
    expect(checked.unreadable).toEqual({});
    expect(checked.body.content).toEqual({
      instructions: '',
      minimumPageCount: 0,
      fileTypes: ['pdf', 'drawing'],
      mandatory: true,
    });
    expect(
      itemDraftOf(
        {
          kind: 'document',
          title: 'Drawings',
          content: { instructions: '', minimumPageCount: 0, fileTypes: ['drawing'], mandatory: true },
        } as unknown as TRequirementItem,
        'en-CA',
      ).fileTypes,
    ).toBe('drawing');
  });

  it('becomes the body POST takes, texts trimmed', () => {
    expect(
      itemBodyOf(
        'question',
        { title: ' Years ', text: ' How many years? ', answerType: 'number', mandatory: false },
        'en-CA',
      ),
    ).toEqual({
      body: {
        kind: 'question',
        title: 'Years',
        content: { text: 'How many years?', answerType: 'number', mandatory: false },
      },
      unreadable: {},
    });
  });

  it.each([
    ['en-CA', '1,250.5', '1250.50'],
    ['fr-CA', '1 250,5', '1250.50'],
    ['en-CA', '10', '10.00'],
  ] as const)('reads a security amount typed in %s: %s', (locale, typed, stored) => {
    const checked = itemBodyOf(
      'security',
      { title: 'Bid bond', kind: 'bidBond', amountType: 'amount', value: typed, description: '' },
      locale,
    );
    expect(checked.body.kind === 'security' && checked.body.content.value).toBe(stored);
  });

  it('leaves out, and names, a count or an amount it cannot read; an empty amount is left to the schema', () => {
    expect(
      itemBodyOf(
        'document',
        { title: '', instructions: '', minimumPageCount: '1.5', mandatory: true },
        'en-CA',
      ),
    ).toEqual({
      body: { kind: 'document', title: '', content: { instructions: '', fileTypes: [], mandatory: true } },
      unreadable: { minimumPageCount: 'wholeNumber' },
    });
    const security = { title: 'B', kind: 'other', amountType: 'percentage', description: '' };
    expect(itemBodyOf('security', { ...security, value: '1.234' }, 'en-CA').unreadable).toEqual({
      value: 'amount',
    });
    expect(itemBodyOf('security', { ...security, value: ' ' }, 'en-CA')).toEqual({
      body: {
        kind: 'security',
        title: 'B',
        content: { kind: 'other', amountType: 'percentage', description: '' },
      },
      unreadable: {},
    });
  });
});

describe("a requirement item's instant check", () => {
  it("names each field of the item's content by its own key, as the form does, not `content`", () => {
    expect(instantCheck('terms', { title: ' ', text: '  ' })).toEqual({
      title: 'This field is required.',
      text: 'This field is required.',
    });
    expect(
      instantCheck('question', { title: 'Q', text: '', answerType: 'text', mandatory: true }, 'fr'),
    ).toEqual({
      text: 'Ce champ est obligatoire.',
    });
    expect(
      instantCheck('security', {
        title: 'B',
        kind: 'other',
        amountType: 'amount',
        value: '',
        description: '',
      }),
    ).toEqual({ value: 'This field is required.' });
  });

  it("says a count above the schema's maximum in the server's words, and an unreadable one in the form's", () => {
    const document = { title: 'D', instructions: '', fileTypes: '', mandatory: true };
    expect(instantCheck('document', { ...document, minimumPageCount: '100000' })).toEqual({
      minimumPageCount: expect.stringMatching(/^Must be at most \d+\.$/) as string,
    });
    expect(instantCheck('document', { ...document, title: '', minimumPageCount: '-1' })).toEqual({
      title: 'This field is required.',
      minimumPageCount: 'unreadable wholeNumber',
    });
    expect(instantCheck('document', { ...document, minimumPageCount: '2' })).toBeUndefined();
  });

  it("names the server's answer to an edit (body.item.content.<key>) as the instant check names the create's", () => {
    const { body } = itemBodyOf('terms', { title: '', text: '' }, 'en-CA');
    const update = {
      submissionRequirementId: '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091',
      version: 1,
      item: body,
    };
    expect(serverAnswer(ZRequirementItemUpdate, update, 'en', { within: ITEM_FIELDS_WITHIN })).toEqual({
      fields: instantCheck('terms', { title: '', text: '' }),
      message: null,
    });
  });

  it('shows a stored item as typed in the UI language, and knows when it changed', () => {
    const stored = {
      submissionRequirementId: 's',
      projectId: 'p',
      kind: 'security',
      title: 'Performance bond',
      content: { kind: 'performanceBond', amountType: 'amount', value: '2500.00', description: 'Ten days' },
      sortOrder: 1,
      version: 2,
      createdAt: '',
      updatedAt: '',
    } satisfies TRequirementItem;
    const draft = itemDraftOf(stored, 'fr-CA');
    expect(draft).toEqual({
      title: 'Performance bond',
      kind: 'performanceBond',
      amountType: 'amount',
      value: '2\u00a0500,00',
      description: 'Ten days',
    });
    expect(itemDraftChanged(draft, draft)).toBe(false);
    expect(itemDraftChanged({ ...draft, title: 'Other' }, draft)).toBe(true);
  });
});
