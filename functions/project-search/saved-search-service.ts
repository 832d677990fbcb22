/**
 * Saved project searches (docs/product/projects.md#search): the caller's own and those shared in the agency.
 * Names are unique in the agency ignoring case, on create and on rename, through a unique-value claim written
 * with create-if-absent in the search's own transaction, so two people saving the same name at once cannot
 * both win (decision 027). Only the owner changes or deletes a search; every change carries its audit event.
 */
import { randomUUID } from 'node:crypto';
import type {
  TSavedSearch,
  TSavedSearchCreate,
  TSavedSearchUpdate,
} from '../../shared/schemas/project-search.js';
import { AppError, ConflictError } from '../core/app-error.js';
import {
  SavedSearch,
  savedSearchesOfCustomer,
  type SavedSearchRecord,
} from '../core/db/entities/saved-search.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { claimedByOther, claimItem, reclaimItems, releaseItem } from '../core/db/unique-claims.js';
import type { SessionContext } from '../core/session.js';

/** The only saved-search type today (`?type=Project`). */
const TYPE = 'Project';
/** The unique-value kind of project saved-search names. */
export const SAVED_SEARCH_CLAIM = 'savedSearch.project';

const toDto = (record: SavedSearchRecord, userId: string): TSavedSearch => ({
  id: record.savedSearchId,
  name: record.name,
  shared: record.shared,
  criteria: record.criteria,
  ownerId: record.ownerId,
  mine: record.ownerId === userId,
  version: record.version,
  updatedAt: record.updatedAt,
});

const auditOf = (session: SessionContext, savedSearchId: string) => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: 'savedSearch',
  entityId: savedSearchId,
});

/** A cancelled transaction whose name claim another search holds answers the catalogue's duplicate text. */
async function explainDuplicate(error: unknown, customerId: string, name: string, ownerId: string) {
  if (
    error instanceof ConflictError &&
    (await claimedByOther(customerId, SAVED_SEARCH_CLAIM, name, ownerId))
  ) {
    throw new AppError('savedSearchNameExists', { params: { name: name.trim() }, cause: error });
  }
}

/** The search, if the caller may see it: their own or a shared one (another's private search is not found). */
async function findVisible(session: SessionContext, savedSearchId: string): Promise<SavedSearchRecord> {
  const record = await getItem(SavedSearch, { customerId: session.customerId, savedSearchId });
  if (!record || (!record.shared && record.ownerId !== session.userId))
    throw new AppError('savedSearchNotFound', { details: { savedSearchId } });
  return record;
}

/** Only the owner changes or deletes a search. */
async function findOwn(session: SessionContext, savedSearchId: string): Promise<SavedSearchRecord> {
  const record = await findVisible(session, savedSearchId);
  if (record.ownerId !== session.userId)
    throw new AppError('savedSearchNotOwner', { details: { savedSearchId } });
  return record;
}

/** GET: the caller's searches and the agency's shared ones, by name. */
export async function findSavedSearches(session: SessionContext): Promise<TSavedSearch[]> {
  const records = await queryAll(SavedSearch, savedSearchesOfCustomer(session.customerId));
  return records
    .filter((record) => record.type === TYPE && (record.shared || record.ownerId === session.userId))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((record) => toDto(record, session.userId));
}

/** POST: a new search, its name claimed in the same transaction. */
export async function createSavedSearch(
  session: SessionContext,
  input: TSavedSearchCreate,
): Promise<TSavedSearch> {
  const savedSearchId = randomUUID();
  const record = {
    customerId: session.customerId,
    savedSearchId,
    type: TYPE,
    name: input.name,
    ownerId: session.userId,
    shared: input.shared,
    criteria: input.criteria,
  };
  try {
    await transactAudited({ ...auditOf(session, savedSearchId), action: 'create', after: record }, [
      tx.create(SavedSearch, record),
      claimItem(session.customerId, SAVED_SEARCH_CLAIM, input.name, savedSearchId),
    ]);
  } catch (error) {
    await explainDuplicate(error, session.customerId, input.name, savedSearchId);
    throw error;
  }
  return toDto(await findOwn(session, savedSearchId), session.userId);
}

/** PUT: rename, share or unshare, or new criteria, at the version read; a new name moves the claim. */
export async function updateSavedSearch(
  session: SessionContext,
  savedSearchId: string,
  input: TSavedSearchUpdate,
): Promise<TSavedSearch> {
  const current = await findOwn(session, savedSearchId);
  assertVersion(current, input.version);
  const next = { name: input.name, shared: input.shared, criteria: input.criteria };
  try {
    await transactAudited(
      {
        ...auditOf(session, savedSearchId),
        action: 'update',
        before: {
          name: current.name,
          shared: current.shared,
          criteria: current.criteria,
          version: current.version,
        },
        after: { ...next, version: current.version + 1 },
      },
      [
        tx.updateVersioned(SavedSearch, current, { set: next }),
        ...reclaimItems(session.customerId, SAVED_SEARCH_CLAIM, current.name, input.name, savedSearchId),
      ],
    );
  } catch (error) {
    await explainDuplicate(error, session.customerId, input.name, savedSearchId);
    throw error;
  }
  return toDto(await findOwn(session, savedSearchId), session.userId);
}

/** DELETE: the search and its name claim, in one transaction. */
export async function deleteSavedSearch(session: SessionContext, savedSearchId: string): Promise<void> {
  const current = await findOwn(session, savedSearchId);
  await transactAudited({ ...auditOf(session, savedSearchId), action: 'delete', before: current }, [
    tx.delete(
      SavedSearch,
      { customerId: session.customerId, savedSearchId },
      {
        expression: '#version = :version',
        names: { '#version': 'version' },
        values: { ':version': current.version },
      },
    ),
    releaseItem(session.customerId, SAVED_SEARCH_CLAIM, current.name, savedSearchId),
  ]);
}
