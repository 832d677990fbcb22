/**
 * A project's submission requirements' access paths that other groups use without their schemas (decision
 * 039): the projects group reads the publish checklist's facts and the project-cleanup job finds a deleted
 * project's requirements and title claims with these, so their bundles hold no requirement schemas.
 */
import {
  REQUIREMENT_ITEM_KINDS,
  type RequirementItemKind,
} from '../../../../shared/domain/projects/submission-requirements.js';
import { partitionKey, sortKey, type QuerySpec } from '../entity.js';

export const REQUIREMENT_SETTINGS_ENTITY = 'submissionRequirementSettings';
export const REQUIREMENT_ITEM_ENTITY = 'submissionRequirement';

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
