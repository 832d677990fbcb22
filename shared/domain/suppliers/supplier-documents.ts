/**
 * A supplier's documents (display name, file name, effective date, expiry date, uploaded on, uploaded by;
 * decision 047): the dates rule of docs/product/suppliers-and-accounts.md#the-portal and when the expiry
 * reminder goes to the company's primary contact. Pure: the browser checks the form with it, the server every
 * save.
 */
import type { ErrorCode } from '../../errors.js';

/** The reminder goes this many days before a document expires (decision 047). */
export const SUPPLIER_DOCUMENT_REMINDER_DAYS = 30;
/** The reminder's time of day, UTC: 13:00 is the morning across North America's zones. */
const REMINDER_TIME_UTC = 'T13:00:00.000Z';
/** A company keeps at most this many documents. */
export const SUPPLIER_DOCUMENTS_MAX = 100;

export interface SupplierDocumentDates {
  /** Calendar dates, YYYY-MM-DD. */
  effectiveDate?: string | undefined;
  expiryDate?: string | undefined;
}

/** The expiry must fall after the effective date, when both are set. */
export function findSupplierDocumentDatesProblem(dates: SupplierDocumentDates): ErrorCode | undefined {
  const { effectiveDate, expiryDate } = dates;
  if (effectiveDate && expiryDate && expiryDate <= effectiveDate)
    return 'supplierDocumentExpiryNotAfterEffective';
  return undefined;
}

/**
 * When the expiry reminder is due: SUPPLIER_DOCUMENT_REMINDER_DAYS before the expiry date, at 13:00 UTC.
 * None without an expiry, and none once that moment has passed (a document uploaded inside the window: its
 * uploader has just read the date).
 */
export function supplierDocumentReminderAt(expiryDate: string | undefined, now: Date): string | undefined {
  if (!expiryDate) return undefined;
  const at = new Date(`${expiryDate}${REMINDER_TIME_UTC}`);
  if (Number.isNaN(at.getTime())) return undefined;
  at.setUTCDate(at.getUTCDate() - SUPPLIER_DOCUMENT_REMINDER_DAYS);
  return at.getTime() > now.getTime() ? at.toISOString() : undefined;
}

export type ExpiryState = 'none' | 'valid' | 'expiringSoon' | 'expired';

/** How a document's expiry reads today (a calendar date, YYYY-MM-DD): expired, within the reminder window, or valid. */
export function supplierDocumentExpiryState(expiryDate: string | undefined, today: string): ExpiryState {
  if (!expiryDate) return 'none';
  if (expiryDate < today) return 'expired';
  const window = new Date(`${today}T00:00:00.000Z`);
  window.setUTCDate(window.getUTCDate() + SUPPLIER_DOCUMENT_REMINDER_DAYS);
  return expiryDate <= window.toISOString().slice(0, 10) ? 'expiringSoon' : 'valid';
}
