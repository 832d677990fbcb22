import { describe, expect, it } from 'vitest';
import type { TRequirementItem } from '../../../../../shared/schemas/submission-requirements';
import { emptyItemDraft, itemBodyOf, itemDraftChanged, itemDraftOf } from './item-draft';

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
    expect(checked.ok && checked.body.content).toEqual({
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
      ok: true,
      body: {
        kind: 'question',
        title: 'Years',
        content: { text: 'How many years?', answerType: 'number', mandatory: false },
      },
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
    expect(checked.ok && checked.body.kind === 'security' && checked.body.content.value).toBe(stored);
  });

  it('names each field that keeps it from being sent', () => {
    expect(
      itemBodyOf(
        'document',
        { title: '', instructions: '', minimumPageCount: '-1', mandatory: true },
        'en-CA',
      ),
    ).toEqual({ ok: false, problems: { title: 'required', minimumPageCount: 'wholeNumber' } });
    expect(
      itemBodyOf(
        'document',
        { title: 'A', instructions: '', minimumPageCount: '1.5', mandatory: true },
        'en-CA',
      ),
    ).toEqual({ ok: false, problems: { minimumPageCount: 'wholeNumber' } });
    expect(
      itemBodyOf(
        'security',
        { title: 'B', kind: 'other', amountType: 'percentage', value: '1.234', description: '' },
        'en-CA',
      ),
    ).toEqual({ ok: false, problems: { value: 'amount' } });
    expect(itemBodyOf('terms', { title: 'T', text: '  ' }, 'en-CA')).toEqual({
      ok: false,
      problems: { text: 'required' },
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
