/**
 * The error catalogue (spec 3 §8): one entry per error code, with its HTTP status and the message shown
 * to the user in each language. The server answers with these texts; the browser shows them as they come.
 * Codes are stable identifiers: tests, logs and the browser refer to errors by code, never by text.
 */
export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

export interface CatalogueEntry {
  status: number;
  en: string;
  fr: string;
}

export const ERROR_CATALOGUE = {
  // spec 3 §8.2 — common server messages
  unknown: {
    status: 500,
    en: 'An error has occured while processing your request. Please contact the administrator for assistance.',
    fr: "Une erreur s'est produite lors du traitement de votre demande. Veuillez communiquer avec l'administrateur pour obtenir de l'aide.",
  },
  invalidParameter: {
    status: 400,
    en: 'Invalid parameter.',
    fr: 'Paramètre non valide.',
  },
  invalidJson: {
    status: 400,
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas un JSON valide.",
  },
  payloadTooLarge: {
    status: 413,
    en: 'The request is larger than 6 MB. Large files are uploaded separately.',
    fr: 'La requête dépasse 6 Mo. Les fichiers volumineux sont téléversés séparément.',
  },
  unsupportedMediaType: {
    status: 415,
    en: 'The request body must be sent as application/json.',
    fr: 'Le corps de la requête doit être envoyé en application/json.',
  },
  invalidFileFormat: { status: 400, en: 'Invalid file format.', fr: 'Format de fichier non valide.' },
  fileNotFound: { status: 404, en: 'File not found.', fr: 'Fichier introuvable.' },
  notFound: { status: 404, en: 'No record found', fr: 'Aucun enregistrement trouvé' },
  routeNotFound: {
    status: 404,
    en: 'The requested resource does not exist.',
    fr: "La ressource demandée n'existe pas.",
  },
  methodNotAllowed: {
    status: 405,
    en: 'This method is not allowed on the requested resource.',
    fr: "Cette méthode n'est pas permise sur la ressource demandée.",
  },
  unauthorized: {
    status: 401,
    en: 'Your session has expired. Please log in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  forbidden: {
    status: 403,
    en: 'You have no access to the requested resource',
    fr: "Vous n'avez pas accès à la ressource demandée",
  },
  permissionDenied: {
    status: 403,
    en: "You don't have permission to perform this action.",
    fr: "Vous n'avez pas la permission d'effectuer cette action.",
  },
  agencyMismatch: {
    status: 403,
    en: 'This record belongs to another agency. Switch agency to work on it.',
    fr: 'Cet enregistrement appartient à un autre organisme. Changez d’organisme pour y travailler.',
  },
  // spec 3 §8.1 — the "Not Allowed (409)" kind: a concurrent change or a rule that forbids the change (the
  // kind's name; its message is in sentence case, as "Not Found" is "No record found")
  conflict: {
    status: 409,
    en: 'This record was changed by someone else. Reload it and try again.',
    fr: 'Cet enregistrement a été modifié par une autre personne. Rechargez-le et réessayez.',
  },
  notAllowed: { status: 409, en: 'Not allowed', fr: 'Non permis' },
  tooManyRequests: {
    status: 429,
    en: 'Too many requests. Please wait a moment and try again.',
    fr: 'Trop de requêtes. Veuillez patienter un moment et réessayer.',
  },
  serviceUnavailable: {
    status: 503,
    en: 'A service the platform depends on is unavailable. Please try again shortly.',
    fr: 'Un service dont dépend la plateforme est indisponible. Veuillez réessayer sous peu.',
  },
  // spec 3 §8.3 — login (the identity issue adds the rest of this area)
  invalidDomain: {
    status: 400,
    en: 'Agency name not found.',
    fr: "Nom d'organisme introuvable.",
  },
  invalidCredentials: {
    status: 401,
    en: 'The username or password is incorrect.',
    fr: "Le nom d'utilisateur ou le mot de passe est incorrect.",
  },
  lockedOut: {
    status: 429,
    en: 'Your account is locked after too many consecutive attempts. Contact your team administrator to unlock it.',
    fr: 'Votre compte est verrouillé après trop de tentatives consécutives. Communiquez avec votre administrateur d’équipe pour le déverrouiller.',
  },
  sessionExpired: {
    status: 401,
    en: 'Your session has expired after a period of inactivity. Please log in again.',
    fr: 'Votre session a expiré après une période d’inactivité. Veuillez vous reconnecter.',
  },
  csrfFailed: {
    status: 403,
    en: 'This request could not be verified. Reload the page and try again.',
    fr: "Cette requête n'a pas pu être vérifiée. Rechargez la page et réessayez.",
  },
  ssoNotConfigured: {
    status: 400,
    en: 'Single sign-on is not configured for this agency yet. Contact your purchasing team administrator.',
    fr: "L'authentification unique n'est pas encore configurée pour cet organisme. Communiquez avec l'administrateur de votre équipe d'achat.",
  },
  passwordResetInvalid: {
    status: 400,
    en: 'Invalid email or token',
    fr: 'Courriel ou jeton non valide',
  },
  passwordNotComplex: {
    status: 400,
    en: 'The new password must have at least 8 characters, with an upper case letter, a lower case letter and a special character.',
    fr: 'Le nouveau mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un caractère spécial.',
  },
  userNotFound: { status: 404, en: 'User not found', fr: 'Utilisateur introuvable' },
  workflowNotWaiting: {
    status: 409,
    en: 'This workflow is not waiting for a decision.',
    fr: "Ce flux de travail n'attend pas de décision.",
  },
  // spec 3 §8.3 — users, user groups, departments and divisions (team administration)
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
  departmentNotFound: { status: 404, en: 'Department not found.', fr: 'Service introuvable.' },
  departmentNameExists: {
    status: 409,
    en: 'A department with this name already exists.',
    fr: 'Un service portant ce nom existe déjà.',
  },
  divisionNotFound: { status: 404, en: 'Division not found.', fr: 'Division introuvable.' },
  divisionNotFoundDepartment: {
    status: 404,
    en: 'The department of this division was not found.',
    fr: 'Le service de cette division est introuvable.',
  },
  divisionUnauthorized: {
    status: 403,
    en: 'You are not authorized to change this division.',
    fr: "Vous n'êtes pas autorisé à modifier cette division.",
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
  // spec 2 §5.8, spec 3 §8.4 — the agency's drop-down lists (control panel)
  listItemNotFound: {
    status: 404,
    en: 'This drop-down item was not found.',
    fr: 'Cet élément de liste déroulante est introuvable.',
  },
  listItemNameExists: {
    status: 409,
    en: 'An item with this name already exists in this list.',
    fr: 'Un élément portant ce nom existe déjà dans cette liste.',
  },
  listItemCodeExists: {
    status: 409,
    en: 'A category with this code already exists.',
    fr: 'Une catégorie portant ce code existe déjà.',
  },
  listItemInUse: {
    status: 409,
    en: 'This drop-down item is used by projects and cannot be deleted.',
    fr: 'Cet élément de liste déroulante est utilisé par des projets et ne peut pas être supprimé.',
  },
  listImportEmpty: {
    status: 400,
    en: 'The file has no rows to import.',
    fr: 'Le fichier ne contient aucune ligne à importer.',
  },
  listImportColumns: {
    status: 400,
    en: 'The file must start with a header row: code, title and, optionally, parentCode.',
    fr: 'Le fichier doit commencer par une ligne d’en-tête : code, title et, au besoin, parentCode.',
  },
  listImportUnreadable: {
    status: 400,
    en: 'The file could not be read as CSV.',
    fr: 'Le fichier n’a pas pu être lu comme un fichier CSV.',
  },
  listImportTooManyRows: {
    status: 400,
    en: 'The file has more than 20,000 rows. Split it and import each part.',
    fr: 'Le fichier compte plus de 20 000 lignes. Divisez-le et importez chaque partie.',
  },
  listImportInvalidRows: {
    status: 400,
    en: 'Some rows are not valid, so nothing was imported. Correct them and import the file again.',
    fr: 'Certaines lignes ne sont pas valides : rien n’a été importé. Corrigez-les et importez le fichier de nouveau.',
  },
  // spec 3 §8.2–§8.3 and spec 2 §5.3 — projects: lifecycle, rights, numbers, dates, values (decision 022)
  projectNotFound: { status: 404, en: 'Project not found.', fr: 'Projet introuvable.' },
  projectNotAuthorized: {
    status: 403,
    en: 'You are not authorized to view this project.',
    fr: "Vous n'êtes pas autorisé à consulter ce projet.",
  },
  projectInvalidSearchString: {
    status: 400,
    en: 'Invalid search string.',
    fr: 'Chaîne de recherche non valide.',
  },
  transitionNotAllowed: {
    status: 409,
    en: 'This action is not allowed in the project’s current status.',
    fr: 'Cette action n’est pas permise dans l’état actuel du projet.',
  },
  projectPublishChecklistIncomplete: {
    status: 409,
    en: 'The project cannot be published yet: fix the missing fields first.',
    fr: 'Le projet ne peut pas encore être publié : remplissez d’abord les champs manquants.',
  },
  projectApproverRequired: {
    status: 400,
    en: 'Choose an approver.',
    fr: 'Choisissez un approbateur.',
  },
  projectApproverCannotApprove: {
    status: 409,
    en: 'The chosen approver cannot approve this kind of project.',
    fr: 'L’approbateur choisi ne peut pas approuver ce type de projet.',
  },
  projectNotTheApprover: {
    status: 403,
    en: 'Only the chosen approver can approve or decline this project.',
    fr: 'Seul l’approbateur choisi peut approuver ou refuser ce projet.',
  },
  projectDeleteNotConfirmed: {
    status: 409,
    en: 'Confirm the deletion: a deleted project cannot be recovered.',
    fr: 'Confirmez la suppression : un projet supprimé ne peut pas être récupéré.',
  },
  projectPublishNotDue: {
    status: 409,
    en: 'The publish date of this project has not come yet.',
    fr: 'La date de publication de ce projet n’est pas encore arrivée.',
  },
  projectClosingNotDue: {
    status: 409,
    en: 'The closing date of this project has not come yet.',
    fr: 'La date de clôture de ce projet n’est pas encore arrivée.',
  },
  projectNameRequired: { status: 400, en: 'Name is required.', fr: 'Le nom est obligatoire.' },
  projectNumberRequired: { status: 400, en: 'Number is required.', fr: 'Le numéro est obligatoire.' },
  projectNodeRequired: { status: 400, en: 'Node is required.', fr: 'Le nœud est obligatoire.' },
  projectPhaseRequired: { status: 400, en: 'Phase is required.', fr: 'La phase est obligatoire.' },
  projectDepartmentRequired: {
    status: 400,
    en: 'Department is required.',
    fr: 'Le service est obligatoire.',
  },
  projectDivisionRequired: {
    status: 400,
    en: 'Division is required.',
    fr: 'La division est obligatoire.',
  },
  projectLeadRequired: {
    status: 400,
    en: 'Project lead is required.',
    fr: 'Le responsable du projet est obligatoire.',
  },
  meetingLocationRequired: {
    status: 400,
    en: 'Meeting location is required.',
    fr: 'Le lieu de la réunion est obligatoire.',
  },
  projectNumberForbiddenCharacters: {
    status: 400,
    en: 'The project number must not contain any of these characters: * . " / \\ [ ] : ; | , ( ) + =',
    fr: 'Le numéro de projet ne doit contenir aucun de ces caractères : * . " / \\ [ ] : ; | , ( ) + =',
  },
  projectNumberSeparatorForbiddenCharacters: {
    status: 400,
    en: 'The separator must not contain any of these characters: * . " / \\ [ ] : ; | , ( ) + =',
    fr: 'Le séparateur ne doit contenir aucun de ces caractères : * . " / \\ [ ] : ; | , ( ) + =',
  },
  projectNumberPaddingTooLarge: {
    status: 400,
    en: 'The padding width must be at most 14.',
    fr: 'La largeur de remplissage doit être d’au plus 14.',
  },
  projectNextNumberRequired: {
    status: 400,
    en: 'The next number is required.',
    fr: 'Le prochain numéro est obligatoire.',
  },
  projectNumberExists: {
    status: 409,
    en: 'A project with this number already exists in the agency.',
    fr: 'Un projet portant ce numéro existe déjà dans l’organisme.',
  },
  projectValueOutOfRange: {
    status: 400,
    en: 'The value must be between 0.00 and 1,000,000,000,000.00.',
    fr: 'La valeur doit être comprise entre 0,00 et 1 000 000 000 000,00.',
  },
  dateInvalid: { status: 400, en: 'This date is not valid.', fr: 'Cette date n’est pas valide.' },
  localTimeSkipped: {
    status: 400,
    en: 'This time does not exist on that day in the agency’s time zone (the clocks move forward). Choose another time.',
    fr: 'Cette heure n’existe pas ce jour-là dans le fuseau horaire de l’organisme (on avance l’heure). Choisissez une autre heure.',
  },
  publishDateInPast: {
    status: 400,
    en: 'The publish date must be in the future.',
    fr: 'La date de publication doit être dans le futur.',
  },
  closingDateInPast: {
    status: 400,
    en: 'The closing date must be in the future.',
    fr: 'La date de clôture doit être dans le futur.',
  },
  questionDeadlineInPast: {
    status: 400,
    en: 'The question deadline must be in the future.',
    fr: 'La date limite des questions doit être dans le futur.',
  },
  registrationDeadlineInPast: {
    status: 400,
    en: 'The registration deadline must be in the future.',
    fr: 'La date limite d’inscription doit être dans le futur.',
  },
  publishNotBeforeClosing: {
    status: 400,
    en: 'The publish date must be before the closing date.',
    fr: 'La date de publication doit précéder la date de clôture.',
  },
  publishNotBeforeQuestionDeadline: {
    status: 400,
    en: 'The publish date must be before the question deadline.',
    fr: 'La date de publication doit précéder la date limite des questions.',
  },
  closingBeforeQuestionDeadline: {
    status: 400,
    en: 'The closing date must not be before the question deadline.',
    fr: 'La date de clôture ne doit pas précéder la date limite des questions.',
  },
  registrationDeadlineAfterClosing: {
    status: 400,
    en: 'The registration deadline must be on or before the closing date.',
    fr: 'La date limite d’inscription doit être au plus tard la date de clôture.',
  },
  estimatedAwardNotAfterClosing: {
    status: 400,
    en: 'The estimated award date must be after the closing date.',
    fr: 'La date d’attribution prévue doit suivre la date de clôture.',
  },
  meetingOutsideBidPeriod: {
    status: 400,
    en: 'Meeting dates must be between the publish date and the closing date.',
    fr: 'Les dates de réunion doivent se situer entre la date de publication et la date de clôture.',
  },
  estimatedAvailabilityNotBeforePublish: {
    status: 400,
    en: 'The estimated availability date must be before the publish date.',
    fr: 'La date de disponibilité prévue doit précéder la date de publication.',
  },
  estimatedAvailabilityNotAfterPlannedNotice: {
    status: 400,
    en: 'The estimated availability date must be after the date of the notice of planned procurement.',
    fr: 'La date de disponibilité prévue doit suivre la date de l’avis d’approvisionnement prévu.',
  },
  incompleteQuestionNoticeRequired: {
    status: 400,
    en: 'The date of the incomplete question notice is required.',
    fr: 'La date de l’avis de questions incomplètes est obligatoire.',
  },
  incompleteQuestionNoticeNotAfterPublish: {
    status: 400,
    en: 'The incomplete question notice must be after the publish date.',
    fr: 'L’avis de questions incomplètes doit suivre la date de publication.',
  },
  contractFirmPricingStartNotBeforeEnd: {
    status: 400,
    en: 'The firm pricing start must be before its end.',
    fr: 'Le début de la période de prix fermes doit précéder sa fin.',
  },
  contractInitialTermStartNotBeforeEnd: {
    status: 400,
    en: 'The initial term start must be before the term end.',
    fr: 'Le début de la durée initiale doit précéder sa fin.',
  },
  contractOptionalTermStartNotBeforeEnd: {
    status: 400,
    en: 'The optional term start must be before the term end.',
    fr: 'Le début de la durée optionnelle doit précéder sa fin.',
  },
  contractWarrantyStartNotBeforeEnd: {
    status: 400,
    en: 'The warranty start must be before its end.',
    fr: 'Le début de la garantie doit précéder sa fin.',
  },
  contractSubstantialCompletionNotAfterStart: {
    status: 400,
    en: 'Substantial completion must be after the initial term start.',
    fr: 'L’achèvement substantiel doit suivre le début de la durée initiale.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}

export function catalogueMessage(code: ErrorCode, lang: Language): string {
  return ERROR_CATALOGUE[code][lang];
}

/** Messages for field-level validation problems, keyed by a stable issue code. */
export const FIELD_MESSAGES = {
  required: { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  invalidType: { en: 'This value has the wrong type.', fr: "Cette valeur n'est pas du bon type." },
  invalidEmail: { en: 'Invalid Email Format', fr: 'Format de courriel non valide' },
  invalidFormat: { en: 'This value has an invalid format.', fr: "Cette valeur n'a pas un format valide." },
  tooShort: {
    en: 'Must be at least {min} characters.',
    fr: 'Doit contenir au moins {min} caractères.',
  },
  tooLong: {
    en: 'Must be at most {max} characters.',
    fr: 'Doit contenir au plus {max} caractères.',
  },
  tooSmall: { en: 'Must be at least {min}.', fr: 'Doit être au moins {min}.' },
  tooBig: { en: 'Must be at most {max}.', fr: 'Doit être au plus {max}.' },
  invalidValue: { en: 'This value is not allowed.', fr: "Cette valeur n'est pas permise." },
  unknownField: { en: 'This field is not expected.', fr: "Ce champ n'est pas attendu." },
  invalid: { en: 'This value is not valid.', fr: "Cette valeur n'est pas valide." },
  duplicate: {
    en: 'This value appears more than once.',
    fr: 'Cette valeur apparaît plus d’une fois.',
  },
  unknownParent: {
    en: 'No category in the file or the list has this code.',
    fr: 'Aucune catégorie du fichier ou de la liste ne porte ce code.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type FieldIssueCode = keyof typeof FIELD_MESSAGES;

export function fieldMessage(
  code: FieldIssueCode,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return FIELD_MESSAGES[code][lang].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** One field-level problem in a 400 answer. */
export interface FieldError {
  /** Dotted path of the field, prefixed with where it came from: body.domain, query.limit, path.id */
  field: string;
  code: FieldIssueCode;
  message: string;
}

/** The body of every error answer the API gives. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    status: number;
    message: string;
    correlationId: string;
    fields?: FieldError[];
  };
  /** spec 3 §8.1: an agency mismatch also answers data = ['agencyMismatch', message]. */
  data?: [string, string];
}

/** Picks the user's language from an Accept-Language header (or an explicit choice). */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}
