/**
 * The error catalogue's entries for team administration: users, user groups, departments and divisions
 * (docs/product/errors.md#the-catalogues). A Lambda carries the texts when its group's catalogue names the
 * area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const TEAM_ERRORS = {
  userEmailExists: { status: 409, en: 'Email is already in use.', fr: 'Ce courriel est déjà utilisé.' },
  userUsernameExists: {
    status: 409,
    en: 'This username already exists in the agency.',
    fr: "Ce nom d'utilisateur existe déjà dans l'organisme.",
  },
  userCannotDeactivateSelf: {
    status: 409,
    en: 'You cannot deactivate yourself.',
    fr: 'Vous ne pouvez pas vous désactiver vous-même.',
  },
  userInvitationHasPassword: {
    status: 409,
    en: 'This member already has a password: they log in with it, or use “Forgot password”.',
    fr: 'Ce membre a déjà un mot de passe : il se connecte avec celui-ci ou utilise « Mot de passe oublié ».',
  },
  userInvitationInactive: {
    status: 409,
    en: 'This member is deactivated: activate them before sending an invitation.',
    fr: 'Ce membre est désactivé : activez-le avant de lui envoyer une invitation.',
  },
  userInvalidUserGroupId: {
    status: 400,
    en: 'Invalid user group id.',
    fr: "Identifiant de groupe d'utilisateurs non valide.",
  },
  userAvatarInvalidFormat: {
    status: 400,
    en: 'Invalid file format. Choose a jpg, jpeg or png image.',
    fr: 'Format de fichier non valide. Choisissez une image jpg, jpeg ou png.',
  },
  userAvatarTooLarge: {
    status: 413,
    en: 'The picture must be 2 MB or smaller.',
    fr: "L'image doit faire 2 Mo ou moins.",
  },
  userGroupNameExists: {
    status: 409,
    en: 'A user group with this name already exists.',
    fr: "Un groupe d'utilisateurs portant ce nom existe déjà.",
  },
  userGroupNotFound: { status: 404, en: 'User group not found.', fr: "Groupe d'utilisateurs introuvable." },
  userGroupInvalidPermissionId: {
    status: 400,
    en: 'Invalid permission id.',
    fr: "Identifiant d'autorisation non valide.",
  },
  userGroupInvalidUserId: {
    status: 400,
    en: 'Invalid user id.',
    fr: "Identifiant d'utilisateur non valide.",
  },
  departmentNameExists: {
    status: 409,
    en: 'A department with this name already exists.',
    fr: 'Un service portant ce nom existe déjà.',
  },
  divisionInvalidDivisionId: {
    status: 400,
    en: 'Invalid division id.',
    fr: 'Identifiant de division non valide.',
  },
  divisionInvalidDepartmentId: {
    status: 400,
    en: 'Invalid department id.',
    fr: 'Identifiant de service non valide.',
  },
  divisionRequiredId: { status: 400, en: 'An id is required.', fr: 'Un identifiant est requis.' },
} as const satisfies Record<string, CatalogueEntry>;
