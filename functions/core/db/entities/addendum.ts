import * as z from 'zod/mini';
import { ADDENDUM_SHAPE } from '../../../../shared/schemas/addenda.js';
import { defineEntity, partitionKey, sortKey, versionedFields } from '../entity.js';
import { ADDENDUM, ADDENDUM_ACKNOWLEDGEMENT } from './addendum-keys.js';

/**
 * An addendum to a bid (issue 9 item 4, decision 052): a draft the buyer edits, then published with its
 * number. Under the project in the agency's partition, so a project's addenda are one query and its delete
 * finds them (decision 034). Versioned: every change is at the version read.
 */
export const Addendum = defineEntity({
  name: ADDENDUM,
  versioned: true,
  schema: z.object({ customerId: z.string(), ...ADDENDUM_SHAPE, ...versionedFields }),
  key: (k: { customerId: string; projectId: string; addendumId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(ADDENDUM, { projectid: k.projectId, addendumid: k.addendumId }),
  }),
});

export type AddendumRecord = z.output<typeof Addendum.schema>;

/**
 * A supplier company's acknowledgement of a published addendum: one per company and addendum, keyed by its
 * vendor id (no supplier can name another's), under the project so the buyer reads them in one query.
 */
export const AddendumAcknowledgement = defineEntity({
  name: ADDENDUM_ACKNOWLEDGEMENT,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    addendumId: z.string(),
    vendorId: z.string(),
    companyName: z.string(),
    acknowledgedAt: z.string(),
    acknowledgedBy: z.string(),
    acknowledgedByName: z.string(),
  }),
  key: (k: { customerId: string; projectId: string; addendumId: string; vendorId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(ADDENDUM_ACKNOWLEDGEMENT, {
      projectid: k.projectId,
      addendumid: k.addendumId,
      vendorid: k.vendorId,
    }),
  }),
});

export type AddendumAcknowledgementRecord = z.output<typeof AddendumAcknowledgement.schema>;
