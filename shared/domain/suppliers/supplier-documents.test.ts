import { describe, expect, it } from 'vitest';
import {
  findSupplierDocumentDatesProblem,
  supplierDocumentExpiryState,
  supplierDocumentReminderAt,
} from './supplier-documents.js';

describe('findSupplierDocumentDatesProblem', () => {
  it.each([
    ['no dates', {}, undefined],
    ['only an effective date', { effectiveDate: '2027-01-01' }, undefined],
    ['only an expiry date', { expiryDate: '2027-01-01' }, undefined],
    ['expiry after effective', { effectiveDate: '2027-01-01', expiryDate: '2027-01-02' }, undefined],
    [
      'expiry on the effective date',
      { effectiveDate: '2027-01-01', expiryDate: '2027-01-01' },
      'supplierDocumentExpiryNotAfterEffective',
    ],
    [
      'expiry before effective',
      { effectiveDate: '2027-06-01', expiryDate: '2026-12-31' },
      'supplierDocumentExpiryNotAfterEffective',
    ],
  ])('%s', (_name, dates, problem) => {
    expect(findSupplierDocumentDatesProblem(dates)).toBe(problem);
  });
});

describe('supplierDocumentReminderAt', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  it.each([
    ['no expiry', undefined, undefined],
    ['an expiry far ahead: 30 days before, at 13:00 UTC', '2027-06-30', '2027-05-31T13:00:00.000Z'],
    ['a reminder later today', '2027-02-09', '2027-01-10T13:00:00.000Z'],
    ['a reminder moment already past', '2027-02-08', undefined],
    ['an expired document', '2026-12-31', undefined],
  ])('%s', (_name, expiry, at) => {
    expect(supplierDocumentReminderAt(expiry, now)).toBe(at);
  });
});

describe('supplierDocumentExpiryState', () => {
  it.each([
    [undefined, 'none'],
    ['2027-01-09', 'expired'],
    ['2027-01-10', 'expiringSoon'],
    ['2027-02-09', 'expiringSoon'],
    ['2027-02-10', 'valid'],
  ] as const)('expiry %s: %s', (expiry, state) => {
    expect(supplierDocumentExpiryState(expiry, '2027-01-10')).toBe(state);
  });
});
