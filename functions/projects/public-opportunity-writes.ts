/**
 * Keeping a project's public row in step with the project (decision 046): the transaction item that puts
 * the row when the project, as the change leaves it, is listed, or deletes it when the change takes it off
 * the list. It rides in the change's own transaction (saveProject, the delete), so the public pages never
 * show a project that is no longer published, and never miss one that is.
 */
import {
  isPubliclyListed,
  searchWords,
  type ListingFacts,
} from '../../shared/domain/opportunities/public-listing.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { ListItem } from '../core/db/entities/list-item.js';
import { PublicDetail } from '../core/db/entities/public-detail-record.js';
import { PublicOpportunity } from '../core/db/entities/public-opportunity.js';
import { batchGet, getItem, toStored } from '../core/db/ops.js';
import { tx, type TxItem } from '../core/db/transaction.js';
import { env } from '../core/env.js';

/** What the row is built from: the project as the change leaves it. */
export interface ListedProject extends ListingFacts {
  customerId: string;
  projectId: string;
  number: string;
  name: string;
  publishDate?: string | undefined;
  closingDate?: string | undefined;
  categoryIds?: readonly string[] | undefined;
}

/**
 * The public row's write for a change from `before` to `after`: a put when `after` is listed (reading the
 * agency's name and the categories' codes, which the row carries so that a search reads nothing else), a
 * delete when only `before` was, nothing when neither is.
 */
export async function publicOpportunityWrites(
  before: ListingFacts | undefined,
  after: ListedProject,
): Promise<TxItem[]> {
  const key = { customerId: after.customerId, projectId: after.projectId };
  if (!isPubliclyListed(after) || !after.closingDate) {
    // The stored detail goes with the row, in the same transaction: a delisted bid never shows.
    return before && isPubliclyListed(before)
      ? [tx.delete(PublicOpportunity, key), tx.delete(PublicDetail, key)]
      : [];
  }
  const [agency, categories] = await Promise.all([
    getItem(CustomerHeader, { customerId: after.customerId }),
    batchGet(
      ListItem,
      (after.categoryIds ?? []).map((listItemId) => ({
        customerId: after.customerId,
        kind: 'commodityCategory',
        listItemId,
      })),
    ),
  ]);
  const { domain = '', displayName = '' } = (agency ?? {}) as { domain?: string; displayName?: string };
  const row = toStored(PublicOpportunity, {
    ...key,
    agencyDomain: domain,
    agencyName: displayName,
    agencyTimeZone: agency?.timeZone ?? 'America/Toronto',
    number: after.number,
    name: after.name,
    sourceMethod: after.sourceMethod ?? 'public',
    publishDate: after.publishDate,
    closingDate: after.closingDate,
    categories: categories.map((c) => (c.code ? { code: c.code, name: c.name } : { name: c.name })),
    categoryCodes: categories.flatMap((c) => (c.code ? [c.code.toLowerCase()] : [])),
    searchText: ` ${searchWords(`${after.number} ${after.name} ${displayName}`).join(' ')} `,
  });
  return [{ Put: { TableName: env().TABLE_NAME, Item: row.stored } }];
}
