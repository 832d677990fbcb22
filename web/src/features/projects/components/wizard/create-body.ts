import type { ProjectStartMode, SourceMethod } from '../../../../../../shared/domain/projects/project-types';
import { catalogueOf } from '../../../../../../shared/errors';
import { PROJECT_ERRORS } from '../../../../../../shared/errors/projects';
import type { TProjectCreate } from '../../../../../../shared/schemas/projects';

/** The texts of the codes ZProjectCreate names (`projectNameRequired`…), for the wizard's instant check. */
export const PROJECT_CREATE_ERRORS = catalogueOf(PROJECT_ERRORS);

export const NEW_TYPES = ['source', 'contract', 'sourceAndContract'] as const;
export type NewType = (typeof NEW_TYPES)[number];

/** The wizard's fields as typed and picked. */
export interface Fields {
  startMode: ProjectStartMode;
  sourceProjectId: string;
  templateId: string;
  copyFormsAndInstructions: boolean;
  /** Copy mode: save the copy as a template (only from the user's own projects). */
  asTemplate: boolean;
  name: string;
  type: NewType;
  sourceMethod: SourceMethod;
  departmentId: string;
  divisionId: string;
  projectLeadId: string;
  numbering: 'auto' | 'typed';
  number: string;
}

/**
 * The request the wizard sends (POST Projects): the texts trimmed, a typed number only when chosen, and the
 * fields of the start mode. The wizard checks this body with the route's schema before sending it.
 */
export function createBodyOf(fields: Fields): TProjectCreate {
  const common = {
    name: fields.name.trim(),
    departmentId: fields.departmentId,
    divisionId: fields.divisionId,
    projectLeadId: fields.projectLeadId,
    ...(fields.numbering === 'typed' ? { number: fields.number.trim() } : {}),
  };
  switch (fields.startMode) {
    case 'new':
      return {
        startMode: 'new',
        ...common,
        type: fields.type,
        ...(fields.type === 'contract' ? {} : { sourceMethod: fields.sourceMethod }),
      };
    case 'copy':
      return {
        startMode: 'copy',
        ...common,
        sourceProjectId: fields.sourceProjectId,
        copyFormsAndInstructions: fields.copyFormsAndInstructions,
        ...(fields.asTemplate ? { asTemplate: true } : {}),
      };
    case 'template':
      return {
        startMode: 'template',
        ...common,
        templateId: fields.templateId,
        copyFormsAndInstructions: fields.copyFormsAndInstructions,
      };
    case 'informal':
      return { startMode: 'informal', ...common };
    case 'plannedNotice':
      return { startMode: 'plannedNotice', ...common, sourceMethod: fields.sourceMethod };
  }
}
