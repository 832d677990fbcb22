import * as z from 'zod/mini';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { SupplierDocument } from '../core/db/entities/supplier-document.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited } from '../core/db/transaction.js';
import { appOriginFor, sendEmail } from '../core/email.js';
import { checkConfiguration } from '../core/env.js';
import { logger } from '../core/logger.js';
import { runOneTimeJob, type OneTimeJobResult } from '../core/one-time-schedules.js';
import {
  SUPPLIER_DOCUMENT_REMINDER_DAYS,
  supplierDocumentReminderAt,
} from '../../shared/domain/suppliers/supplier-documents.js';

checkConfiguration('documents-supplier-document-reminder-job');

const ZPayload = z.object({
  supplierDocumentId: z.string().check(z.minLength(1), z.maxLength(64)),
  reminderAt: z.string(),
});

export type SupplierReminderOutcome = { sent: true; to: string } | { sent: false; reason: string };

/** The reminder in English and French: a supplier company has no language of its own (issue 9). */
export function supplierDocumentReminderEmail(facts: { displayName: string; expiryDate: string }) {
  const link = `${appOriginFor(undefined)}/portal/documents`;
  return {
    subject: `Document expiring: ${facts.displayName} / Document qui expire : ${facts.displayName}`,
    text: [
      `Your company's document "${facts.displayName}" expires on ${facts.expiryDate} (in ${SUPPLIER_DOCUMENT_REMINDER_DAYS} days). Upload its renewal in the supplier portal: ${link}`,
      '',
      `Le document « ${facts.displayName} » de votre entreprise expire le ${facts.expiryDate} (dans ${SUPPLIER_DOCUMENT_REMINDER_DAYS} jours). Téléversez son renouvellement dans le portail des fournisseurs : ${link}`,
    ].join('\n'),
  };
}

/**
 * The supplier-document-reminder one-time job (infra/schedules.ts; decision 047): emails the company's
 * primary contact that a document expires in SUPPLIER_DOCUMENT_REMINDER_DAYS days. It acts only while the
 * document exists with the expiry that was scheduled (a change reschedules, a delete cancels, but a firing
 * that escaped its stop must still do nothing).
 */
export async function handler(event: unknown): Promise<OneTimeJobResult<SupplierReminderOutcome>> {
  return runOneTimeJob(event, async ({ tenant, payload }) => {
    const { supplierDocumentId, reminderAt } = ZPayload.parse(payload);
    const document = await getItem(SupplierDocument, { vendorId: tenant, supplierDocumentId });
    if (!document?.expiryDate) return { sent: false, reason: 'gone' };
    // The reminder's moment for the stored expiry (from the epoch: its own time, whether past or not).
    if (supplierDocumentReminderAt(document.expiryDate, new Date(0)) !== reminderAt)
      return { sent: false, reason: 'changed' };
    const vendor = await getItem(Vendor, { vendorId: tenant });
    const to = vendor?.contacts.find((c) => c.primary)?.email ?? vendor?.primaryEmail;
    if (!vendor || !to) return { sent: false, reason: 'noRecipient' };
    await sendEmail({
      to: [to],
      ...supplierDocumentReminderEmail({
        displayName: document.displayName,
        expiryDate: document.expiryDate,
      }),
    });
    await transactAudited(
      {
        customerId: tenant,
        actorId: SYSTEM_ACTOR,
        entityType: 'supplierDocument',
        entityId: supplierDocumentId,
        action: 'expiryReminderSent',
        after: { to, expiryDate: document.expiryDate },
      },
      [],
    );
    logger.info('Supplier document reminder sent', { supplierDocumentId });
    return { sent: true, to };
  });
}
