import { canCreateProject } from '../../../../../../shared/domain/projects/project-rights';
import { CREATION_KINDS, type CreationKind } from '../../../../../../shared/domain/projects/project-types';

/** The kinds of project the user's groups allow them to create: the server's own rule (canCreateProject). */
export function creatableKinds(user: {
  permissionIds: readonly string[];
  isSiteAdmin: boolean;
}): CreationKind[] {
  return CREATION_KINDS.filter((kind) => canCreateProject(user, kind));
}
