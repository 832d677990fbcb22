import * as z from 'zod/mini';
import { REQUIREMENT_ITEM_KINDS } from '../../../../shared/domain/projects/submission-requirements.js';
import { ZRequirementSettings } from '../../../../shared/schemas/submission-requirements.js';
import { defineEntity, versionedFields } from '../entity.js';
import {
  REQUIREMENT_ITEM_ENTITY,
  REQUIREMENT_SETTINGS_ENTITY,
  requirementItemKey,
  requirementSettingsKey,
} from './submission-requirement-keys.js';

/**
 * A project's submission-requirement settings (decision 039): one record per project, under the project in
 * the agency's partition; absent until the first save (the defaults apply, at version 0). Versioned: the
 * whole record is saved at the version read.
 */
export const SubmissionRequirementSettings = defineEntity({
  name: REQUIREMENT_SETTINGS_ENTITY,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    settings: ZRequirementSettings,
    ...versionedFields,
  }),
  key: requirementSettingsKey,
});

/**
 * One item of a list section (a document upload, an instruction, a question, a bond or security, a term),
 * under the project in the agency's partition, so a project's items are one query and its delete finds
 * them. The content is the kind's shape (shared/schemas/requirement-content.ts), checked by the route.
 * Versioned: an edit is at the version read; reordering changes sortOrder alone.
 */
export const SubmissionRequirement = defineEntity({
  name: REQUIREMENT_ITEM_ENTITY,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    submissionRequirementId: z.string(),
    kind: z.enum(REQUIREMENT_ITEM_KINDS),
    title: z.string(),
    content: z.record(z.string(), z.unknown()),
    sortOrder: z.int(),
    createdBy: z.string(),
    updatedBy: z.string(),
    ...versionedFields,
  }),
  key: requirementItemKey,
});

export type SubmissionRequirementRecord = z.output<typeof SubmissionRequirement.schema>;
