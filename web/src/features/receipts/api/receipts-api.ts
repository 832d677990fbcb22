/**
 * The receipt verification call (decision 059), with the generated route's path and a plain fetch, as the
 * public opportunities pages do (decision 046): no session, CSRF token or activity tracking, and nothing
 * that would move lib/api into /login's chunks. A refusal throws the catalogue's message.
 */
import type { ReceiptReference } from '../../../../../shared/domain/submissions/receipt';
import type { TReceiptVerification } from '../../../../../shared/schemas/receipts';
import { verifyReceipt } from '../../../api/routes/verify-receipt.gen';
import { i18n } from '../../../i18n';

/** GET the verdict on a receipt: its ids in the path, its digest in the query. */
export async function fetchReceiptVerification(reference: ReceiptReference): Promise<TReceiptVerification> {
  const path = verifyReceipt.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(String(reference[name as keyof ReceiptReference])),
  );
  const response = await fetch(`${path}?${new URLSearchParams({ digest: reference.digest })}`, {
    headers: { accept: 'application/json', 'accept-language': i18n.language },
  });
  const body = (await response.json().catch(() => undefined)) as
    { data?: Record<string, { values: TReceiptVerification }>; error?: { message?: string } } | undefined;
  const values = body?.data?.[`${verifyReceipt.responseName}DTO`]?.values;
  if (!response.ok || values === undefined)
    throw new Error(body?.error?.message ?? `${response.status} ${response.statusText}`);
  return values;
}
