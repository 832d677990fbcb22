/**
 * GET TenderTables/Search?keywords&type (docs/product/tender.md#price-forms): forms of the agency's projects
 * the caller reaches, whose name holds the keywords, to pick one to copy. An index query (gsi2: the agency's
 * forms by type and name), read in small pages of the keys and names only and filtered here: a bounded number
 * of reads per call, answering a cursor when more may follow (decision 037).
 */
import { assertProjectInReach } from '../core/projects/project-access.js';
import { agencyFacts, projectUserOf } from '../core/projects/project-access.js';
import {
  TENDER_TABLE_SEARCH_PAGE,
  type TTenderTableSearchPage,
  type TTenderTableSearchQuery,
} from '../../shared/schemas/tender-tables.js';
import { ProjectHeader, type ProjectHeaderItem } from '../core/db/entities/project-header.js';
import { TenderTable, tenderTablesOfAgency } from '../core/db/entities/tender-table.js';
import { batchGet, queryPage } from '../core/db/ops.js';
import { fieldMessage, type Language } from '../../shared/errors.js';
import { ValidationError } from '../core/app-error.js';
import type { SessionContext } from '../core/session.js';

/** Index reads per call at most: a rare keyword answers a cursor rather than reading the whole agency. */
const MAX_READS = 20;

/**
 * A page of the index; a cursor the caller altered (not base64url JSON of a key of this index, which
 * DynamoDB refuses) is a 400 at query.cursor rather than a failure of ours.
 */
async function pageOf(
  spec: ReturnType<typeof tenderTablesOfAgency>,
  cursor: string | undefined,
  limit: number,
  lang: Language,
) {
  try {
    return await queryPage(TenderTable, spec, {
      cursor,
      limit,
      attributes: ['tenderTableId', 'projectId', 'name', 'tableType'],
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (
      cursor !== undefined &&
      (error instanceof SyntaxError || error instanceof TypeError || name === 'ValidationException')
    )
      throw new ValidationError(
        [{ field: 'query.cursor', code: 'invalid', message: fieldMessage('invalid', lang) }],
        {
          cause: error,
        },
      );
    throw error;
  }
}

type Found = { tenderTableId: string; projectId: string; name: string; tableType: 'price' | 'specification' };

export async function searchTenderTables(
  session: SessionContext,
  query: TTenderTableSearchQuery,
  lang: Language,
): Promise<TTenderTableSearchPage> {
  const { customerId } = session;
  const [user, agency] = await Promise.all([projectUserOf(session), agencyFacts(customerId)]);
  const keywords = (query.keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const projects = new Map<string, ProjectHeaderItem | undefined>();
  const reachable = (projectId: string) => {
    try {
      assertProjectInReach(projects.get(projectId), projectId, user, agency);
      return true;
    } catch {
      return false;
    }
  };
  const items: TTenderTableSearchPage['items'] = [];
  let cursor = query.cursor;
  for (let reads = 0; reads < MAX_READS && items.length < TENDER_TABLE_SEARCH_PAGE; reads += 1) {
    const spec = tenderTablesOfAgency(customerId, query.type);
    const page = await pageOf(spec, cursor, TENDER_TABLE_SEARCH_PAGE - items.length, lang);
    cursor = page.cursor;
    const matching = (page.items as Found[]).filter((form) =>
      keywords.every((word) => form.name.toLowerCase().includes(word)),
    );
    const unknown = [...new Set(matching.map((form) => form.projectId))].filter((id) => !projects.has(id));
    if (unknown.length > 0) {
      for (const id of unknown) projects.set(id, undefined);
      const headers = await batchGet(
        ProjectHeader,
        unknown.map((projectId) => ({ customerId, projectId })),
      );
      for (const header of headers) projects.set(header.projectId, header);
    }
    for (const form of matching.filter((found) => reachable(found.projectId))) {
      const project = projects.get(form.projectId);
      if (!project) continue;
      items.push({
        tenderTableId: form.tenderTableId,
        projectId: form.projectId,
        projectName: project.name,
        projectNumber: project.number,
        name: form.name,
        tableType: form.tableType,
      });
    }
    if (!cursor) break;
  }
  return { items, ...(cursor ? { cursor } : {}) };
}
