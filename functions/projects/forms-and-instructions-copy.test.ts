import { describe, expect, it } from 'vitest';
import type { TxItem } from '../core/db/transaction.js';
import { COPY_BYTES_PER_TRANSACTION, copyBatches, type RecordCopy } from './forms-and-instructions-copy.js';

/** A copied record of `items` transaction items (the record, and its claim) and `bytes` stored. */
const record = (name: string, items: number, bytes = 1_000): RecordCopy => ({
  items: Array.from({ length: items }, () => ({}) as TxItem),
  bytes,
  audit: { forms: name },
});
const shape = (batches: RecordCopy[][]) => batches.map((batch) => batch.map((one) => one.audit.forms));

describe('copyBatches', () => {
  it.each([
    { name: 'nothing to copy: no transaction', copies: [], expected: [] },
    { name: 'one record', copies: [record('a', 2)], expected: [['a']] },
    {
      name: '49 records and their claims fill 98 of the 99 items an audit event leaves',
      copies: Array.from({ length: 50 }, (_, i) => record(`f${i}`, 2)),
      expected: [Array.from({ length: 49 }, (_, i) => `f${i}`), ['f49']],
    },
    {
      name: 'a record is never split from its claim across two transactions',
      copies: [record('settings', 1), ...Array.from({ length: 50 }, (_, i) => record(`f${i}`, 2))],
      expected: [['settings', ...Array.from({ length: 49 }, (_, i) => `f${i}`)], ['f49']],
    },
    {
      name: 'large forms go a few at a time, within DynamoDB’s 4 MB',
      copies: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((name) => record(name, 2, 390_000)),
      expected: [
        ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
        ['i', 'j'],
      ],
    },
    {
      name: 'a record larger than the byte budget still goes, alone',
      copies: [record('a', 2), record('huge', 2, COPY_BYTES_PER_TRANSACTION + 1), record('b', 2)],
      expected: [['a'], ['huge'], ['b']],
    },
  ])('$name', ({ copies, expected }) => {
    const batches = copyBatches(copies);
    expect(shape(batches)).toEqual(expected);
    for (const batch of batches) {
      expect(batch.flatMap((one) => one.items).length).toBeLessThanOrEqual(99);
      if (batch.length > 1)
        expect(batch.reduce((n, one) => n + one.bytes, 0)).toBeLessThanOrEqual(COPY_BYTES_PER_TRANSACTION);
    }
  });
});
