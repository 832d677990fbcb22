import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation.js';
import { isBoundedId, ZContentType, ZFileName, ZId, ZSafeRequiredText, ZSafeText } from './common.js';
import { ZText } from './project-blocks.js';

describe('ids', () => {
  it('admit every id the product makes, and nothing over the bound', () => {
    for (const id of [crypto.randomUUID(), '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'ven-01HX', 'a'.repeat(64)]) {
      expect(ZId.safeParse(id).success, id).toBe(true);
      expect(isBoundedId(id), id).toBe(true);
    }
    for (const id of ['a'.repeat(65), 'a'.repeat(1010), 'a b', 'a/b', '', undefined, 42]) {
      expect(ZId.safeParse(id).success).toBe(false);
      expect(isBoundedId(id)).toBe(false);
    }
  });
});

describe('text building blocks', () => {
  it('refuse NUL, a lone surrogate and a bidi override with the catalogue code, in both languages', () => {
    for (const schema of [ZSafeText(100), ZSafeRequiredText(100), ZText(100)])
      for (const bad of ['a\u0000b', 'a\uD800b', 'Acme\u202Efdp.exe']) {
        const parsed = schema.safeParse(bad);
        expect(parsed.success, JSON.stringify(bad)).toBe(false);
        const [en] = toFieldErrors(parsed.error!.issues, 'en', 'body');
        const [fr] = toFieldErrors(parsed.error!.issues, 'fr', 'body');
        expect(en?.message).toContain('control or text-direction characters');
        expect(fr?.message).toContain('direction du texte');
      }
  });

  it('keep multi-line text, accents and emoji', () => {
    expect(ZSafeText(100).parse(' Montréal\r\nSociété 😀 ')).toBe('Montréal\r\nSociété 😀');
  });
});

describe('ZFileName', () => {
  it('cleans a name from the disk rather than refusing it, so its real extension shows', () => {
    expect(ZFileName(255).parse('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(ZFileName(255).parse(' bid\u0000.pdf\r\n')).toBe('bid.pdf');
  });

  it('still needs a name once cleaned', () => {
    expect(ZFileName(255).safeParse('\u202E\u0000').success).toBe(false);
  });
});

describe('ZContentType', () => {
  it('takes the media types browsers report', () => {
    for (const type of [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain; charset=utf-8',
      'application/octet-stream',
      'image/svg+xml',
    ])
      expect(ZContentType.safeParse(type).success, type).toBe(true);
  });

  it('refuses NUL, a lone surrogate, a bidi override and CR/LF, which would break the stored header', () => {
    for (const type of [
      'application/pdf\u0000',
      'application/pdf\uD800',
      'application/\u202Epdf',
      'text/plain\r\nX-Injected: 1',
      'pdf',
      '',
    ])
      expect(ZContentType.safeParse(type).success, JSON.stringify(type)).toBe(false);
  });
});
