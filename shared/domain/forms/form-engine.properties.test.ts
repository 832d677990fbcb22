/**
 * Properties of the engine over random forms (fast-check). The oracle is integer arithmetic on BigInt:
 * quantities in ten-thousandths, amounts in cents, percentages in thousandths of a percent, so it shares
 * nothing with the decimal library the engine uses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeForm } from './form-engine.js';
import { formColumn as col, formDefinition as form, formRow as row } from './form-fixtures.js';
import type { FormDefinition, FormResult } from './form-model.js';

/** n / d rounded half away from zero: the cent rule on integers. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const sign = n < 0n ? -1n : 1n;
  return (sign * (2n * sign * n + d)) / (2n * d);
}
/** Integer units of 10^-places as a decimal string. */
function unitsText(units: bigint, places: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return units < 0n ? `-${text}` : text;
}
const cents = (value: string) => {
  expect(value).toMatch(/^-?\d+\.\d{2}$/);
  return BigInt(value.replace('.', ''));
};

type Line = { quantity?: bigint; price?: bigint; estimate?: bigint };
type Case = {
  lines: Line[];
  tax?: bigint;
  discount?: { type: 'amount' | 'percentage'; value: bigint };
};

const line = fc.record(
  {
    quantity: fc.bigInt({ min: 0n, max: 10n ** 8n }), // up to 10,000.0000
    price: fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), // 13 integer digits
    estimate: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  },
  { requiredKeys: [] },
);
const aCase: fc.Arbitrary<Case> = fc.record(
  {
    lines: fc.array(line, { maxLength: 25 }),
    tax: fc.bigInt({ min: 0n, max: 100_000n }),
    discount: fc.record({
      type: fc.constantFrom('amount' as const, 'percentage' as const),
      value: fc.bigInt({ min: 0n, max: 100_000n }),
    }),
  },
  { requiredKeys: ['lines'] },
);

/** The form of a case; `pad` writes every number with trailing zeros ("1.5" as "1.5000"). */
function formOf(c: Case, pad = false): FormDefinition {
  const text = (units: bigint | undefined, places: number) =>
    units === undefined
      ? ''
      : unitsText(units, places)
          .replace(/(\.\d*?)0+$/, pad ? '$10000' : '$1')
          .replace(/\.$/, pad ? '.00' : '');
  return form(
    [
      col('c1', 'quantity', { subtotal: true }),
      col('c2', 'unitPrice'),
      col('c3', 'total', { formula: 'c1 * c2', subtotal: true }),
      col('c4', 'estimate', { subtotal: true }),
      col('c5', 'total', { formula: 'c3 * 13% + c4 / 3', subtotal: true }),
    ],
    c.lines.map((l, i) =>
      row(`r${i + 1}`, { c1: text(l.quantity, 4), c2: text(l.price, 2), c4: text(l.estimate, 2) }),
    ),
    {
      totalColumnKey: 'c3',
      autoTax: c.tax === undefined ? undefined : { taxTypeId: 'hst', percentage: unitsText(c.tax, 3) },
      promptPayDiscount: c.discount && {
        type: c.discount.type,
        value: unitsText(c.discount.value, c.discount.type === 'amount' ? 2 : 3),
      },
    },
  );
}

const totalsOf = (r: FormResult) => ({
  columnSubtotals: r.columnSubtotals,
  subtotal: r.subtotal,
  tax: r.tax,
  total: r.total,
  promptPayDiscount: r.promptPayDiscount,
  totalAfterDiscount: r.totalAfterDiscount,
});

const RUNS = { numRuns: 100 };

describe('computeForm properties', () => {
  it('totals are the sums of the lines, each line rounded half-up to the cent', () => {
    fc.assert(
      fc.property(aCase, (c) => {
        const result = computeForm(formOf(c));
        // quantity (10^-4) × price (10^-2) is in 10^-6: to cents, divide by 10^4.
        const lineTotals = c.lines.map((l) =>
          l.quantity === undefined || l.price === undefined
            ? undefined
            : divideHalfUp(l.quantity * l.price, 10_000n),
        );
        expect(result.rows.map((r) => r.cells.c3)).toEqual(
          lineTotals.map((t) => (t === undefined ? '' : unitsText(t, 2))),
        );
        const subtotal = lineTotals.reduce<bigint>((sum, t) => sum + (t ?? 0n), 0n);
        expect(cents(result.subtotal)).toBe(subtotal);
        expect(cents(result.columnSubtotals.c3!)).toBe(subtotal);
        expect(cents(result.columnSubtotals.c4!)).toBe(c.lines.reduce((s, l) => s + (l.estimate ?? 0n), 0n));
        expect(cents(result.columnSubtotals.c5!)).toBe(
          result.rows.reduce((s, r) => s + (r.cells.c5 ? cents(r.cells.c5) : 0n), 0n),
        );
      }),
      RUNS,
    );
  });

  it('applies tax once, then the discount once', () => {
    fc.assert(
      fc.property(aCase, (c) => {
        const result = computeForm(formOf(c));
        const subtotal = cents(result.subtotal);
        // percentage in thousandths of a percent: tax = subtotal × p / 100,000.
        const tax = c.tax === undefined ? 0n : divideHalfUp(subtotal * c.tax, 100_000n);
        expect(cents(result.tax)).toBe(tax);
        expect(cents(result.total) - subtotal).toBe(tax);
        const total = cents(result.total);
        const discount = !c.discount
          ? 0n
          : c.discount.type === 'amount'
            ? c.discount.value
            : divideHalfUp(total * c.discount.value, 100_000n);
        expect(cents(result.promptPayDiscount)).toBe(discount);
        expect(cents(result.totalAfterDiscount) + discount).toBe(total);
      }),
      RUNS,
    );
  });

  it('reordering the rows changes no total', () => {
    fc.assert(
      fc.property(
        aCase.chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.shuffledSubarray(
              c.lines.map((_, i) => i),
              { minLength: c.lines.length },
            ),
          ),
        ),
        ([c, order]) => {
          const definition = formOf(c);
          const reordered = {
            ...definition,
            rows: definition.rows.map((r, i) => ({ ...r, sortOrder: order.indexOf(i) + 1 })),
          };
          expect(totalsOf(computeForm(reordered))).toEqual(totalsOf(computeForm(definition)));
        },
      ),
      RUNS,
    );
  });

  it('is stable to the cent: "1.5" and "1.5000" give the same output, and recomputing the output changes nothing', () => {
    fc.assert(
      fc.property(aCase, (c) => {
        const result = computeForm(formOf(c));
        expect(computeForm(formOf(c, true))).toEqual(result);
        // The output's own cells entered as the buyer's: the formulas give the same cells and totals.
        const again = formOf(c);
        again.rows = again.rows.map((r, i) => ({ ...r, cells: result.rows[i]!.cells }));
        expect(computeForm(again)).toEqual(result);
      }),
      RUNS,
    );
  });

  it('never answers an amount with more than 2 decimals', () => {
    fc.assert(
      fc.property(aCase, (c) => {
        const result = computeForm(formOf(c));
        for (const value of [
          result.subtotal,
          result.tax,
          result.total,
          result.promptPayDiscount,
          result.totalAfterDiscount,
          result.columnSubtotals.c3!,
          result.columnSubtotals.c4!,
          result.columnSubtotals.c5!,
        ])
          expect(value).toMatch(/^-?\d+\.\d{2}$/);
        for (const r of result.rows)
          for (const key of ['c2', 'c3', 'c4', 'c5']) expect(r.cells[key]).toMatch(/^(-?\d+\.\d{2})?$/);
      }),
      RUNS,
    );
  });
});
