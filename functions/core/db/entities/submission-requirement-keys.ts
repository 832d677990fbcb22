/**
 * A project's submission requirements' keys and access paths, without their schemas (decision 039): the
 * entity module builds its keys with these, and other groups use them (the projects group reads the publish
 * checklist's facts and copies a project's requirements; the project-cleanup job finds a deleted project's
 * requirements and title claims), so their bundles hold no requirement schemas.
 */
import {
  REQUIREMENT_ITEM_KINDS,
  type RequirementItemKind,
} from '../../../../shared/domain/projects/submission-requirements.js';
import { partitionKey, sortKey, type QuerySpec, type TableKey } from '../entity.js';

export const REQUIREMENT_SETTINGS_ENTITY = 'submissionRequirementSettings';
export const REQUIREMENT_ITEM_ENTITY = 'submissionRequirement';

/** The settings record's key: one per project, under the project in the agency's partition. */
export const requirementSettingsKey = (k: { customerId: string; projectId: string }): TableKey => ({
  pk: partitionKey({ customerid: k.customerId }),
  sk: sortKey(REQUIREMENT_SETTINGS_ENTITY, { projectid: k.projectId }),
});

/** An item's key: under its project in the agency's partition, so a project's items are one query. */
export const requirementItemKey = (k: {
  customerId: string;
  projectId: string;
  submissionRequirementId: string;
}): TableKey => ({
  pk: partitionKey({ customerid: k.customerId }),
  sk: sortKey(REQUIREMENT_ITEM_ENTITY, {
    projectid: k.projectId,
    submissionrequirementid: k.submissionRequirementId,
  }),
});

/** The project's settings record (one or none). */
export const requirementSettingsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { equals: sortKey(REQUIREMENT_SETTINGS_ENTITY, { projectid: projectId }) },
});

/** Every requirement item of one project (any order: callers sort by kind and sortOrder). */
export const requirementItemsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: {
    beginsWith: `${sortKey(REQUIREMENT_ITEM_ENTITY, { projectid: projectId })}#submissionrequirementid_`,
  },
});

/** The unique-value kind that keeps titles unique within one section of a project, ignoring case. */
export const requirementClaimKind = (projectId: string, kind: RequirementItemKind) =>
  `submissionRequirement.${projectId}.${kind}`;

export const requirementClaimKinds = (projectId: string) =>
  REQUIREMENT_ITEM_KINDS.map((kind) => requirementClaimKind(projectId, kind));
