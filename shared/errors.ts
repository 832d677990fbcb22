import type { AUTH_ERRORS } from './errors/auth.js';
import type { LIST_ERRORS } from './errors/lists.js';
import type { LIST_ITEM_ERRORS } from './errors/list-items.js';
import type { PROJECT_COLLABORATION_ERRORS } from './errors/project-collaboration.js';
import type { PROJECT_TEAM_ERRORS } from './errors/project-team.js';
import type { DOCUMENT_ERRORS } from './errors/documents.js';
import type { PROJECT_BUILD_ERRORS } from './errors/project-build.js';
import type { PROJECT_ACCESS_ERRORS } from './errors/project-access.js';
import type { PROJECT_ERRORS } from './errors/projects.js';
import type { TEAM_ERRORS } from './errors/team.js';
import type { PROJECT_SEARCH_ERRORS } from './errors/project-search.js';
import type { FORM_ERRORS } from './errors/forms.js';
import type { TENDER_TABLE_ERRORS } from './errors/tender-tables.js';
import type { LIBRARY_ERRORS } from './errors/library.js';
import type { SUBMISSION_REQUIREMENT_ERRORS } from './errors/submission-requirements.js';
import type { SUBMISSION_ERRORS } from './errors/submissions.js';
import type { PLATFORM_ERRORS } from './errors/platform.js';
import type { WORKFLOW_ERRORS } from './errors/workflows.js';
import type { PUBLIC_OPPORTUNITY_ERRORS } from './errors/public-opportunities.js';
import type { SUPPLIER_ERRORS } from './errors/suppliers.js';
import type { BID_MEETING_ERRORS } from './errors/bid-meetings.js';
import type { VENDOR_QUESTION_ERRORS } from './errors/vendor-questions.js';
import type { ADDENDUM_ERRORS } from './errors/addenda.js';
import type { VENDOR_DIRECTORY_ERRORS } from './errors/vendor-directory.js';
import type { ONLINE_SUBMISSION_ERRORS } from './errors/online-submissions.js';
import type { EXPORT_ERRORS } from './errors/exports.js';
import type { OPENING_ERRORS } from './errors/opening.js';
import type { EVALUATION_ERRORS } from './errors/evaluation.js';
import type { AWARD_ERRORS } from './errors/awards.js';
import type { AWARD_APPROVAL_ERRORS } from './errors/award-approvals.js';

/**
 * The error catalogue (docs/product/errors.md#the-catalogues): one entry per error code, with its HTTP status
 * and the message shown to the user in each language. The server answers with these texts; the browser shows
 * them as they come. Codes are stable identifiers: tests, logs and the browser refer to errors by code, never
 * by text.
 */
export type Language = 'en' | 'fr';

export interface CatalogueEntry {
  status: number;
  en: string;
  fr: string;
}

/** The codes every Lambda may answer with; an area's codes live in `shared/errors/<area>.ts`. */
export const BASE_ERRORS = {
  // Common server messages (docs/product/errors.md#platform-wide-codes)
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
  // Every text field, on every route (decision 070): shared/domain/safe-text.ts says which characters.
  textUnsafeCharacters: {
    status: 400,
    en: 'This text contains invisible control or text-direction characters. Remove them and try again.',
    fr: 'Ce texte contient des caractères de contrôle ou de direction du texte invisibles. Retirez-les et réessayez.',
  },
  // A JSON body nested deeper than any request of the product is refused before it is parsed (decision 070).
  jsonTooDeep: {
    status: 400,
    en: 'The request body is nested too deeply.',
    fr: 'Le corps de la requête est imbriqué trop profondément.',
  },
  unsupportedMediaType: {
    status: 415,
    en: 'The request body must be sent as application/json.',
    fr: 'Le corps de la requête doit être envoyé en application/json.',
  },
  // Common: every date field of the product answers it (search filters as well as a project's dates).
  dateInvalid: { status: 400, en: 'This date is not valid.', fr: 'Cette date n’est pas valide.' },
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
  // The "Not Allowed (409)" kind (docs/product/errors.md#platform-wide-codes): a concurrent change or a rule
  // that forbids the change (the kind's name; its message is in sentence case, as "Not Found" is "No record
  // found")
  conflict: {
    status: 409,
    en: 'This record was changed by someone else. Reload it and try again.',
    fr: 'Cet enregistrement a été modifié par une autre personne. Rechargez-le et réessayez.',
  },
  notAllowed: { status: 409, en: 'Not allowed', fr: 'Non permis' },
  // Sessions and the login errors /login?err= may show (the others: auth.ts and platform.ts);
  // records other areas refer to
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
  // An award approver's link without a well-formed token: answered by authorizeRequest, in every Lambda.
  approverLinkInvalid: {
    status: 401,
    en: 'This approval link is not valid.',
    fr: 'Ce lien d’approbation n’est pas valide.',
  },
  userNotFound: { status: 404, en: 'User not found', fr: 'Utilisateur introuvable' },
  departmentNotFound: { status: 404, en: 'Department not found.', fr: 'Service introuvable.' },
  divisionNotFound: { status: 404, en: 'Division not found.', fr: 'Division introuvable.' },
  divisionNotFoundDepartment: {
    status: 404,
    en: 'The department of this division was not found.',
    fr: 'Le service de cette division est introuvable.',
  },
} as const satisfies Record<string, CatalogueEntry>;

/**
 * Every code of the product, so that `new AppError(code)` is checked by tsc whatever the Lambda. Which texts a
 * Lambda carries is its group's catalogue (`catalogueOf` in its route file), never the whole union.
 */
export type ErrorCode =
  | keyof typeof BASE_ERRORS
  | keyof typeof AUTH_ERRORS
  | keyof typeof TEAM_ERRORS
  | keyof typeof LIST_ERRORS
  | keyof typeof LIST_ITEM_ERRORS
  | keyof typeof PROJECT_ERRORS
  | keyof typeof PROJECT_ACCESS_ERRORS
  | keyof typeof PROJECT_COLLABORATION_ERRORS
  | keyof typeof PROJECT_SEARCH_ERRORS
  | keyof typeof PROJECT_TEAM_ERRORS
  | keyof typeof DOCUMENT_ERRORS
  | keyof typeof PROJECT_BUILD_ERRORS
  | keyof typeof FORM_ERRORS
  | keyof typeof TENDER_TABLE_ERRORS
  | keyof typeof LIBRARY_ERRORS
  | keyof typeof SUBMISSION_REQUIREMENT_ERRORS
  | keyof typeof SUBMISSION_ERRORS
  | keyof typeof PLATFORM_ERRORS
  | keyof typeof WORKFLOW_ERRORS
  | keyof typeof PUBLIC_OPPORTUNITY_ERRORS
  | keyof typeof SUPPLIER_ERRORS
  | keyof typeof BID_MEETING_ERRORS
  | keyof typeof VENDOR_QUESTION_ERRORS
  | keyof typeof ADDENDUM_ERRORS
  | keyof typeof VENDOR_DIRECTORY_ERRORS
  | keyof typeof ONLINE_SUBMISSION_ERRORS
  | keyof typeof EXPORT_ERRORS
  | keyof typeof OPENING_ERRORS
  | keyof typeof EVALUATION_ERRORS
  | keyof typeof AWARD_ERRORS
  | keyof typeof AWARD_APPROVAL_ERRORS;

/** One area's entries (`shared/errors/<area>.ts`). */
export type CatalogueArea = Readonly<Partial<Record<ErrorCode, CatalogueEntry>>>;

/** Entries for exactly the codes named: a Lambda's catalogue, or a screen's. */
export type Catalogue<Code extends ErrorCode = ErrorCode> = { readonly [K in Code]: CatalogueEntry };

/** The codes of a catalogue (of `typeof projectsCatalogue`, say), or of any of several areas. */
export type CodeOf<C extends CatalogueArea> = C extends unknown ? keyof C & ErrorCode : never;

/** The base codes and those of the areas named, in one catalogue (decision 082). */
export function catalogueOf<const Areas extends readonly CatalogueArea[]>(
  ...areas: Areas
): Catalogue<keyof typeof BASE_ERRORS | CodeOf<Areas[number]>> {
  return Object.assign({}, BASE_ERRORS, ...areas) as Catalogue<
    keyof typeof BASE_ERRORS | CodeOf<Areas[number]>
  >;
}

/**
 * The texts this process answers with: the base codes, and its group's catalogue once the Lambda's handler
 * is made (createGroupHandler). The local runtime loads every group into one process, so theirs add up.
 */
let answered: CatalogueArea = BASE_ERRORS;

export function answerFrom(catalogue: CatalogueArea): void {
  answered = { ...answered, ...catalogue };
}

/** The entry of a code this process answers with; undefined otherwise (a defect the build test catches). */
export function catalogueEntry(code: ErrorCode): CatalogueEntry | undefined {
  return Object.prototype.hasOwnProperty.call(answered, code) ? answered[code] : undefined;
}

/** Fills `{name}`-style placeholders; a placeholder without a value stays as written. */
export function interpolate(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole,
  );
}

/** A code's text in a language, its placeholders (`Saved search "{name}" already exists`) filled from `params`. */
export function catalogueMessage(
  code: ErrorCode,
  lang: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  return interpolate((catalogueEntry(code) ?? BASE_ERRORS.unknown)[lang], params);
}

/** A code's text in a catalogue the caller names (a screen's); the unknown-error text for a code it lacks. */
export function messageIn(
  catalogue: CatalogueArea,
  code: ErrorCode,
  lang: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  return interpolate((catalogue[code] ?? BASE_ERRORS.unknown)[lang], params);
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
  return interpolate(FIELD_MESSAGES[code][lang], params);
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
    /** What the caller may act on, e.g. the server's figures when a save's totals disagreed. */
    details?: Record<string, unknown>;
  };
  /** An agency mismatch also answers data = ['agencyMismatch', message]. */
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
