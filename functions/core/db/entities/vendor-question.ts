import * as z from 'zod/mini';
import { VENDOR_QUESTION_SHAPE } from '../../../../shared/schemas/vendor-questions.js';
import { defineEntity, partitionKey, sortKey, versionedFields } from '../entity.js';
import { VENDOR_QUESTION as name } from './vendor-question-keys.js';

/**
 * A supplier's question about a bid and the buyer's answer (decision 051): one item each under the project
 * in the agency's partition, so a project's questions read in one query and its delete finds them (decision
 * 034). Versioned: the answer is saved at the version read.
 */
export const VendorQuestion = defineEntity({
  name,
  versioned: true,
  schema: z.object({ customerId: z.string(), ...VENDOR_QUESTION_SHAPE, ...versionedFields }),
  key: (k: { customerId: string; projectId: string; tenderQuestionId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, tenderquestionid: k.tenderQuestionId }),
  }),
});

export type VendorQuestionRecord = z.output<typeof VendorQuestion.schema>;
