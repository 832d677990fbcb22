import { describe, expect, it } from 'vitest';
import { cleanFileName, findUnsafeText, isSafeText } from './safe-text.js';

const RLO = '\u202E';

describe('isSafeText', () => {
  it('refuses NUL and the other C0 controls, but keeps tab and line breaks', () => {
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('a\u0007b')).toBe(false);
    expect(isSafeText('a\u001Fb')).toBe(false);
    expect(isSafeText('line one\r\nline two\tend')).toBe(true);
  });

  it('refuses every bidi embedding, override and isolate', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2070])
      expect(isSafeText(`name${String.fromCharCode(code)}fdp.exe`), code.toString(16)).toBe(false);
  });

  it('refuses a lone surrogate, high or low, and keeps a pair', () => {
    expect(isSafeText('a\uD800b')).toBe(false);
    expect(isSafeText('a\uD800')).toBe(false);
    expect(isSafeText('\uDC00b')).toBe(false);
    expect(isSafeText('emoji 😀 ok')).toBe(true);
  });

  it('keeps accents, right-to-left text and its plain direction marks', () => {
    expect(isSafeText('Société générale — Montréal')).toBe(true);
    expect(isSafeText('שלום\u200Fabc\u200E')).toBe(true);
  });
});

describe('cleanFileName', () => {
  it('drops what would disguise the extension and makes line breaks spaces', () => {
    expect(cleanFileName(`invoice${RLO}fdp.exe`)).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u0000b\uD800.pdf')).toBe('ab.pdf');
    expect(cleanFileName('two\r\nlines.pdf')).toBe('two  lines.pdf');
    expect(cleanFileName('Offre — prix.pdf')).toBe('Offre — prix.pdf');
  });
});

describe('findUnsafeText', () => {
  it('names where the first forbidden text is, in values and in keys', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'x', { c: `y${RLO}` }] })).toEqual(['b', 2, 'c']);
    expect(findUnsafeText({ [`k\u0000`]: 1 })).toEqual(['k\u0000']);
    expect(findUnsafeText('\u2066')).toEqual([]);
  });

  it('answers undefined when every text is safe, whatever the nesting', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, null, true, { c: 'fine\n' }] })).toBeUndefined();
    let deep: unknown = 'safe';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toBeUndefined();
  });
});
