import { partitionKey, sortKey, type QuerySpec } from '../entity.js';

/** The entity name in the keys of awarded companies (award.ts), here without its schema for the project cleanup. */
export const AWARD = 'award';

/** Every awarded company of one project. */
export const awardsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(AWARD, { projectid: projectId })}#awardid_` },
});
