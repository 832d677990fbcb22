import { describe, expect, it } from 'vitest';
import {
  formColumn as col,
  formDefinition as form,
  formRow as row,
} from '../../../../../shared/domain/forms/form-fixtures';
import { BID_PDF_READ_MAX_BYTES } from '../../../../../shared/domain/submissions/bid-files';
import { bidRuleMessage, refusedFileMessage, refusedFormMessage } from './bid-rules';

const priceForm = form(
  [col('c1', 'quantity'), col('c2', 'unitPrice', { bidderInput: true })],
  [row('r1', { c1: '10' })],
);
const fivePages = { instructions: '', mandatory: true, minimumPageCount: 5 };

describe('the bid screen refuses before sending, with the server’s texts', () => {
  it('a negative unit price, in English and French', () => {
    const negative = { rows: [{ rowId: 'r1', cells: { c2: '-67.80' } }] };
    expect(refusedFormMessage([{ definition: priceForm, entries: negative }], 'en')).toBe(
      'Enter this number without a sign: a bid takes no negative numbers here.',
    );
    expect(refusedFormMessage([{ definition: priceForm, entries: negative }], 'fr-CA')).toBe(
      'Entrez ce nombre sans signe : une soumission n’accepte pas de nombre négatif ici.',
    );
    const fine = { rows: [{ rowId: 'r1', cells: { c2: '67.80' } }] };
    expect(refusedFormMessage([{ definition: priceForm, entries: fine }], 'en')).toBeNull();
    // An empty draft is not refused: what is missing says so.
    expect(refusedFormMessage([{ definition: priceForm, entries: { rows: [] } }], 'en')).toBeNull();
  });

  it('a file the item forbids, its minimum page count filled in', () => {
    expect(refusedFileMessage(fivePages, { name: 'setup.exe', size: 10 }, 'en')).toMatch(
      /programs and scripts/,
    );
    expect(refusedFileMessage(fivePages, { name: 'bond.docx', size: 10 }, 'fr')).toBe(
      'Cet élément a un nombre minimal de pages (5) : joignez un fichier PDF, dont les pages peuvent être comptées.',
    );
    expect(
      refusedFileMessage(fivePages, { name: 'bond.pdf', size: BID_PDF_READ_MAX_BYTES + 1 }, 'en'),
    ).toMatch(/at most 100 MB/);
    expect(refusedFileMessage(fivePages, { name: 'bond.pdf', size: 10 }, 'en')).toBeNull();
  });

  it('names an unknown code rather than failing', () => {
    expect(bidRuleMessage('notACode', 'en')).toBe('notACode');
  });
});
