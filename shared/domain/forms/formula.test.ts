import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal, type Decimal } from './decimal.js';
import { FORM_FORMULA_MAX_LENGTH } from './form-limits.js';
import { evaluateFormula, parseFormula, type FormulaValue } from './formula.js';

function evaluate(text: string, row: Record<string, string | undefined> = {}): string {
  const parsed = parseFormula(text);
  if (!parsed.ok) throw new Error(`${text} did not parse at ${parsed.position}`);
  const lookup = (key: string): Decimal | undefined => {
    const cell = row[key];
    return cell === undefined ? undefined : parseDecimal(cell);
  };
  const result: FormulaValue = evaluateFormula(parsed.ast, lookup);
  // Given the refs parseFormula answered, or reading them off the tree: the same value.
  expect(evaluateFormula(parsed.ast, lookup, parsed.refs)).toEqual(result);
  return result.kind === 'value' ? decimalText(result.value) : result.kind;
}

describe('parseFormula', () => {
  it.each([
    ['c3 * c4', ['c3', 'c4']],
    ['C3*c4', ['c3', 'c4']],
    ['c5 * 13%', ['c5']],
    ['(c1 + c2) * (c1 - 2)', ['c1', 'c2']],
    ['-c1', ['c1']],
    ['  12.5  ', []],
    ['c12 / c3 / c12', ['c12', 'c3']],
  ])('%j refers to %j', (text, refs) => {
    const parsed = parseFormula(text);
    expect(parsed.ok && parsed.refs).toEqual(refs);
  });

  it.each([
    ['', 0],
    ['   ', 3],
    ['c1 +', 4],
    ['c1 + * c2', 5],
    ['(c1 + c2', 8],
    ['c1 + c2)', 7],
    ['1e3', 0],
    ['0x10', 0],
    ['2c3', 0],
    ['c3c4', 0],
    ['1.2.3', 0],
    ['.5', 0],
    ['c1 ** 2', 4],
    ['x1', 0],
    ['c', 0],
    ['c1 ^ 2', 3],
    ['c1 %% 2', 4],
    ['alert(1)', 0],
    ['c1; c2', 2],
  ])('%j is invalid at %i', (text, position) => {
    expect(parseFormula(text)).toEqual({ ok: false, code: 'formFormulaInvalid', position });
  });

  it('refuses a formula longer than the limit', () => {
    const long = `${'1 + '.repeat(FORM_FORMULA_MAX_LENGTH / 4)}1`;
    expect(parseFormula(long)).toMatchObject({ ok: false, position: FORM_FORMULA_MAX_LENGTH });
  });

  it('builds the tree with precedence and left associativity', () => {
    const parsed = parseFormula('c1 - c2 - c3 * 2');
    expect(parsed.ok && parsed.ast).toEqual({
      kind: 'binary',
      op: '-',
      left: {
        kind: 'binary',
        op: '-',
        left: { kind: 'ref', key: 'c1' },
        right: { kind: 'ref', key: 'c2' },
      },
      right: {
        kind: 'binary',
        op: '*',
        left: { kind: 'ref', key: 'c3' },
        right: { kind: 'number', value: '2' },
      },
    });
  });
});

describe('evaluateFormula', () => {
  it.each([
    ['0.1 + 0.2', {}, '0.3'],
    ['c1 * c2', { c1: '3', c2: '0.335' }, '1.005'],
    ['c1 * 13%', { c1: '100' }, '13'],
    ['(c1 + c2)%', { c1: '50', c2: '50' }, '1'],
    ['c1 - c2 - c3', { c1: '10', c2: '3', c3: '2' }, '5'],
    ['c1 / c2 * c2', { c1: '1', c2: '4' }, '1'],
    ['2 + 3 * 4', {}, '14'],
    ['(2 + 3) * 4', {}, '20'],
    ['-c1 * -c2', { c1: '2', c2: '3' }, '6'],
    ['--c1', { c1: '2' }, '2'],
    ['-13%', {}, '-0.13'],
    ['c1 * c2', { c1: '9999999999999.99', c2: '9999999999999.99' }, '99999999999999800000000000.0001'],
  ])('%j over %j is %s', (text, row, expected) => {
    expect(evaluate(text, row)).toBe(expected);
  });

  it('carries a division well beyond the cent', () => {
    expect(evaluate('c1 / c2', { c1: '1', c2: '3' })).toBe(`0.${'3'.repeat(40)}`);
  });

  it.each([
    ['c1 / c2', { c1: '5', c2: '0' }, 'divisionByZero'],
    ['c1 / (c2 - c2)', { c1: '5', c2: '7' }, 'divisionByZero'],
    ['1 / 0%', {}, 'divisionByZero'],
    ['c1 * c2', { c1: '5' }, 'empty'],
    ['c1 / c2', { c2: '0' }, 'empty'],
  ])('%j over %j is %s', (text, row, expected) => {
    expect(evaluate(text, row)).toBe(expected);
  });
});
