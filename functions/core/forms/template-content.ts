/**
 * How a library template's content is stored (decision 043): gzipped JSON, as forms are (a bid-form
 * template may hold 1,000 rows). Shared by the library, which writes templates, and the groups that copy
 * them into a project (submission requirements, tender tables).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { AppError } from '../app-error.js';
import {
  OnlineSubmissionTemplate,
  type OnlineSubmissionTemplateRecord,
} from '../db/entities/online-submission-template.js';
import { getItem } from '../db/ops.js';
import type { SessionContext } from '../session.js';

export const packTemplateContent = (content: unknown) => new Uint8Array(gzipSync(JSON.stringify(content)));

/** Written only by packTemplateContent after the library route's schema accepted the content. */
export const unpackTemplateContent = (packed: Uint8Array) =>
  JSON.parse(gunzipSync(packed).toString('utf8')) as unknown;

/** A template of the caller's agency (its key holds the agency), or templateNotFound. */
export async function templateOfAgency(
  session: SessionContext,
  templateId: string,
): Promise<OnlineSubmissionTemplateRecord> {
  const record = await getItem(OnlineSubmissionTemplate, {
    customerId: session.customerId,
    onlineSubmissionTemplateId: templateId,
  });
  if (!record)
    throw new AppError('templateNotFound', { details: { onlineSubmissionTemplateId: templateId } });
  return record;
}
