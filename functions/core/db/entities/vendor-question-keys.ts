import { partitionKey, sortKey, type QuerySpec } from '../entity.js';

/** The entity name in the keys of supplier questions (vendor-question.ts), here without its schema for the project cleanup. */
export const VENDOR_QUESTION = 'vendorQuestion';

/** Every question of one project. */
export const questionsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(VENDOR_QUESTION, { projectid: projectId })}#tenderquestionid_` },
});
