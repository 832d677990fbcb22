/**
 * The error catalogue's entries for the agency's drop-down lists (docs/product/projects.md#drop-down-lists,
 * docs/product/errors.md#the-catalogues). A Lambda carries the texts when its group's catalogue names the
 * area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const LIST_ERRORS = {
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
  listImportTooLarge: {
    status: 400,
    en: 'The file is larger than 3 MB.',
    fr: 'Le fichier dépasse 3 Mo.',
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
} as const satisfies Record<string, CatalogueEntry>;
