/**
 * The error catalogue's entries for the project team and its activity feed
 * (docs/product/projects.md#team-and-roles, docs/product/projects.md#collaboration). A Lambda carries the
 * texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const PROJECT_TEAM_ERRORS = {
  projectRoleSiteAdminOnly: {
    status: 403,
    en: 'Only a site administrator can assign or change the procurement lead role.',
    fr: 'Seul un administrateur du site peut attribuer ou modifier le rôle de responsable de l’approvisionnement.',
  },
  projectTeamMemberExists: {
    status: 409,
    en: 'This user is already on the project team.',
    fr: 'Cet utilisateur fait déjà partie de l’équipe du projet.',
  },
  projectTeamMemberNotFound: {
    status: 404,
    en: 'This team member was not found on the project.',
    fr: 'Ce membre de l’équipe est introuvable dans le projet.',
  },
} as const satisfies Record<string, CatalogueEntry>;
