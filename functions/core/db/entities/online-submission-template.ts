import * as z from 'zod/mini';
import { TEMPLATE_GROUPS, type TemplateGroup } from '../../../../shared/domain/library/templates.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'onlineSubmissionTemplate';

/**
 * A template of the agency's library (OnlineSubmissionTemplate,
 * docs/product/tender.md#submission-requirements; decision 043): one item per template, keyed by its id in
 * the agency's partition (GET, PUT and DELETE name the id). gsi2 lists a group by name. The content is
 * gzipped JSON: a bid-form template may hold 1,000 rows, like a form.
 */
export const OnlineSubmissionTemplate = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    onlineSubmissionTemplateId: z.string(),
    groupName: z.enum(TEMPLATE_GROUPS),
    name: z.string(),
    /** The content as gzipped JSON (functions/core/forms/template-content.ts). */
    contentGz: z.instanceof(Uint8Array),
    createdBy: z.string(),
    updatedBy: z.string(),
    ...versionedFields,
  }),
  key: (k: { customerId: string; onlineSubmissionTemplateId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { onlinesubmissiontemplateid: k.onlineSubmissionTemplateId }),
  }),
  indexes: (item) => ({
    gsi2pk: partitionKey({ customerid: item.customerId }),
    gsi2sk: sortKey(name, {
      groupname: item.groupName,
      name: item.name.trim(),
      onlinesubmissiontemplateid: item.onlineSubmissionTemplateId,
    }),
  }),
});

export type OnlineSubmissionTemplateRecord = z.output<typeof OnlineSubmissionTemplate.schema>;

/** The agency's templates of one group, by name; of every group when none is named. */
export const templatesOfAgency = (customerId: string, groupName?: TemplateGroup): QuerySpec => ({
  index: 'gsi2',
  pk: partitionKey({ customerid: customerId }),
  sk: {
    beginsWith: groupName ? `${sortKey(name, { groupname: groupName })}#name_` : `${sortKey(name)}#`,
  },
});

/** The unique-value kind that keeps names unique within a group of the agency's library. */
export const templateClaimKind = (groupName: TemplateGroup) => `onlineSubmissionTemplate.${groupName}`;
