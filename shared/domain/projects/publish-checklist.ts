/**
 * The publish checklist (spec 2 §5.3): every item that keeps a project from being published, each with a
 * stable id, the form field the screen focuses ("Fix missing fields"), the Build section it lives in and a
 * message key (PUBLISH_ITEM_MESSAGES, English and French). What later features own (forms, bonds,
 * compliance items, invited suppliers, submission-requirement sections, source settings) comes in through
 * the context, so the function stays pure. Where the spec lists an item without saying when it applies, the
 * condition is decision 022's.
 */
import { isValidEmail } from '../email-address.js';
import { readStoredDate } from './project-dates.js';
import type {
  Classification,
  ProjectKind,
  ProjectType,
  SourceMethod,
  SubmissionMethod,
  SubmissionRequirementSection,
} from './project-types.js';

/** The Build screens (spec 1 §2 /projects/{id}/build/...), and the control panel for agency settings. */
export const BUILD_SECTIONS = [
  'settings',
  'details',
  'documents',
  'compliance',
  'invitations',
  'dates',
  'publish',
  'submissionRequirements',
  'controlPanel',
] as const;
export type BuildSection = (typeof BUILD_SECTIONS)[number];

/** The submission-requirement sections that must be completed when the project uses them. */
export const REQUIREMENT_SECTIONS = [
  'instructions',
  'prices',
  'questions',
  'references',
  'specifications',
  'subcontractors',
  'terms',
] as const satisfies readonly SubmissionRequirementSection[];
export type RequirementSection = (typeof REQUIREMENT_SECTIONS)[number];

/** What the checklist reads of a project (the stored project satisfies it). */
export interface ChecklistProject {
  type: ProjectType;
  kind: ProjectKind;
  sourceMethod?: SourceMethod | undefined;
  name?: string | undefined;
  number?: string | undefined;
  departmentId?: string | undefined;
  divisionId?: string | undefined;
  projectLeadId?: string | undefined;
  classification?: Classification | undefined;
  description?: string | undefined;
  categoryIds?: readonly string[] | undefined;
  estimatedTotalValueCents?: number | undefined;
  procurementJustification?: string | undefined;
  awardExceptionType?: string | undefined;
  negotiationType?: string | undefined;
  hasCoop?: boolean | undefined;
  leadAgencyNameId?: string | undefined;
  hasLinkedProject?: boolean | undefined;
  linkedProjectId?: string | undefined;
  termId?: string | undefined;
  deliveryTimeframe?: string | undefined;
  publishDate?: string | undefined;
  closingDate?: string | undefined;
  estimatedAwardDate?: string | undefined;
  tender?:
    | {
        submissionMethod?: SubmissionMethod | undefined;
        submissionAddress?: string | undefined;
        openingProcess?: 'public' | 'private' | undefined;
        publicOpeningAddress?: string | undefined;
        hasCompliancy?: boolean | undefined;
        hasSiteMeetings?: boolean | undefined;
      }
    | undefined;
  meetings?:
    | readonly {
        meetingId: string;
        description?: string | undefined;
        startsAt?: string | undefined;
        deleted?: boolean | undefined;
      }[]
    | undefined;
}

/** What later features know; each defaults to "nothing required, nothing missing" when not given. */
export interface ChecklistContext {
  complianceItemCount?: number;
  invitedSupplierCount?: number;
  /** Online forms and upload fields of the submission requirements. */
  onlineFormOrUploadFieldCount?: number;
  /** A bond is required: it needs a title. */
  bondRequired?: boolean;
  bondTitle?: string | undefined;
  digitalBondRequired?: boolean;
  digitalBondCount?: number;
  /** Sections the project uses that are not completed yet. */
  incompleteRequirementSections?: readonly RequirementSection[];
  /** The default No Bid email of the source settings, when the agency set one. */
  defaultNoBidEmail?: string | undefined;
}

export interface MissingPublishItem {
  /** Stable: tests, the screen and the server name items by it. */
  id: string;
  /** The form field to focus. */
  field: string;
  section: BuildSection;
  /** The key of PUBLISH_ITEM_MESSAGES. */
  messageKey: PublishItemMessageKey;
}

const blank = (value: string | undefined) => !value || value.trim() === '';
const undated = (value: string | undefined) => readStoredDate(value) === undefined;

const hasTender = (p: ChecklistProject) => p.type === 'source' || p.type === 'sourceAndContract';
const isBid = (p: ChecklistProject) => hasTender(p) && p.kind !== 'planned';
const hasContract = (p: ChecklistProject) => p.type === 'contract' || p.type === 'sourceAndContract';

interface ItemRule {
  id: string;
  field: string;
  section: BuildSection;
  messageKey: PublishItemMessageKey;
  missing: (p: ChecklistProject, c: ChecklistContext) => boolean;
}

const item = (
  id: PublishItemMessageKey,
  field: string,
  section: BuildSection,
  missing: ItemRule['missing'],
): ItemRule => ({ id, field, section, messageKey: id, missing });

/** The items in the order the screen lists them: Build sections in order, fields in form order. */
const ITEMS: readonly ItemRule[] = [
  item('name', 'name', 'settings', (p) => blank(p.name)),
  item('number', 'number', 'settings', (p) => blank(p.number)),
  item('department', 'departmentId', 'settings', (p) => blank(p.departmentId)),
  item('division', 'divisionId', 'settings', (p) => blank(p.divisionId)),
  item('projectLead', 'projectLeadId', 'settings', (p) => blank(p.projectLeadId)),
  item('classification', 'classification', 'settings', (p) => p.classification === undefined),
  item('description', 'description', 'details', (p) => blank(p.description)),
  item('categories', 'categoryIds', 'details', (p) => (p.categoryIds ?? []).length === 0),
  item(
    'estimatedValue',
    'estimatedTotalValueCents',
    'details',
    (p) => p.estimatedTotalValueCents === undefined,
  ),
  item(
    'procurementJustification',
    'procurementJustification',
    'details',
    (p) => p.sourceMethod === 'limited' && blank(p.procurementJustification),
  ),
  item(
    'awardExceptionType',
    'awardExceptionType',
    'details',
    (p) => p.sourceMethod === 'limited' && blank(p.awardExceptionType),
  ),
  item(
    'negotiationType',
    'negotiationType',
    'details',
    (p) => p.sourceMethod === 'limited' && blank(p.negotiationType),
  ),
  item('leadAgency', 'leadAgencyNameId', 'details', (p) => p.hasCoop === true && blank(p.leadAgencyNameId)),
  item(
    'linkedProject',
    'linkedProjectId',
    'details',
    (p) => p.hasLinkedProject === true && blank(p.linkedProjectId),
  ),
  item('term', 'termId', 'details', (p) => hasContract(p) && blank(p.termId)),
  item(
    'deliveryTimeframe',
    'deliveryTimeframe',
    'details',
    (p) =>
      (p.classification === 'goods' || p.classification === 'servicesRelatedToGoods') &&
      blank(p.deliveryTimeframe),
  ),
  item(
    'submissionAddress',
    'tender.submissionAddress',
    'details',
    (p) => isBid(p) && p.tender?.submissionMethod === 'hardCopy' && blank(p.tender.submissionAddress),
  ),
  item(
    'publicOpeningAddress',
    'tender.publicOpeningAddress',
    'details',
    (p) => isBid(p) && p.tender?.openingProcess === 'public' && blank(p.tender.publicOpeningAddress),
  ),
  item(
    'complianceItems',
    'complianceItems',
    'compliance',
    (p, c) => isBid(p) && p.tender?.hasCompliancy === true && (c.complianceItemCount ?? 0) === 0,
  ),
  item(
    'invitedSupplier',
    'invitedSuppliers',
    'invitations',
    (p, c) =>
      isBid(p) &&
      (p.sourceMethod === 'invitational' || p.sourceMethod === 'limited') &&
      (c.invitedSupplierCount ?? 0) === 0,
  ),
  item('publishDate', 'publishDate', 'dates', (p) => undated(p.publishDate)),
  item('closingDate', 'closingDate', 'dates', (p) => isBid(p) && undated(p.closingDate)),
  item('awardDate', 'estimatedAwardDate', 'dates', (p) => isBid(p) && undated(p.estimatedAwardDate)),
  item(
    'onlineForm',
    'onlineForms',
    'submissionRequirements',
    (p, c) =>
      isBid(p) && p.tender?.submissionMethod === 'online' && (c.onlineFormOrUploadFieldCount ?? 0) === 0,
  ),
  item(
    'bondTitle',
    'bondTitle',
    'submissionRequirements',
    (p, c) => isBid(p) && c.bondRequired === true && blank(c.bondTitle),
  ),
  item(
    'digitalBond',
    'digitalBonds',
    'submissionRequirements',
    (p, c) => isBid(p) && c.digitalBondRequired === true && (c.digitalBondCount ?? 0) === 0,
  ),
  ...REQUIREMENT_SECTIONS.map((section) =>
    item(
      section,
      `requirements.${section}`,
      'submissionRequirements',
      (p, c) => isBid(p) && (c.incompleteRequirementSections ?? []).includes(section),
    ),
  ),
  item(
    'noBidEmail',
    'defaultNoBidEmail',
    'controlPanel',
    (_p, c) =>
      c.defaultNoBidEmail !== undefined && c.defaultNoBidEmail !== '' && !isValidEmail(c.defaultNoBidEmail),
  ),
];

/** Every missing item of the publish checklist, in screen order; none means the project can be published. */
export function findMissingPublishItems(
  project: ChecklistProject,
  context: ChecklistContext = {},
): MissingPublishItem[] {
  const missing = ITEMS.filter((rule) => rule.missing(project, context)).map(
    ({ id, field, section, messageKey }) => ({
      id,
      field,
      section,
      messageKey,
    }),
  );
  // spec 2 §5.3: "A meeting needs description, date and time" (a date without a time is not stored).
  const meetings = project.tender?.hasSiteMeetings ? (project.meetings ?? []) : [];
  for (const meeting of meetings) {
    if (meeting.deleted) continue;
    if (blank(meeting.description) || undated(meeting.startsAt))
      missing.push({
        id: `meeting.${meeting.meetingId}`,
        field: `meetings.${meeting.meetingId}`,
        section: 'dates',
        messageKey: 'meeting',
      });
  }
  return missing;
}

/** What each missing item says, in both languages (sentence case). */
export const PUBLISH_ITEM_MESSAGES = {
  name: { en: 'Enter the project name.', fr: 'Saisissez le nom du projet.' },
  number: { en: 'Enter the project number.', fr: 'Saisissez le numéro du projet.' },
  department: { en: 'Choose a department.', fr: 'Choisissez un service.' },
  division: { en: 'Choose a division.', fr: 'Choisissez une division.' },
  projectLead: { en: 'Choose the project lead.', fr: 'Choisissez le responsable du projet.' },
  classification: { en: 'Choose a classification.', fr: 'Choisissez une classification.' },
  description: { en: 'Enter a description.', fr: 'Saisissez une description.' },
  categories: { en: 'Choose at least one category.', fr: 'Choisissez au moins une catégorie.' },
  estimatedValue: { en: 'Enter the estimated value.', fr: 'Saisissez la valeur estimée.' },
  procurementJustification: {
    en: 'Enter the procurement justification.',
    fr: 'Saisissez la justification de l’approvisionnement.',
  },
  awardExceptionType: {
    en: 'Choose the award exception type.',
    fr: 'Choisissez le type d’exception d’attribution.',
  },
  negotiationType: { en: 'Choose the negotiation type.', fr: 'Choisissez le type de négociation.' },
  leadAgency: { en: 'Choose the lead agency.', fr: 'Choisissez l’organisme responsable.' },
  linkedProject: { en: 'Choose the linked project.', fr: 'Choisissez le projet lié.' },
  term: { en: 'Choose the term.', fr: 'Choisissez la durée.' },
  deliveryTimeframe: { en: 'Enter the delivery timeframe.', fr: 'Saisissez le délai de livraison.' },
  submissionAddress: {
    en: 'Enter the submission address.',
    fr: 'Saisissez l’adresse de dépôt des soumissions.',
  },
  publicOpeningAddress: {
    en: 'Enter the public opening address.',
    fr: 'Saisissez l’adresse de l’ouverture publique.',
  },
  complianceItems: {
    en: 'Add at least one compliance item.',
    fr: 'Ajoutez au moins un élément de conformité.',
  },
  invitedSupplier: { en: 'Invite at least one supplier.', fr: 'Invitez au moins un fournisseur.' },
  publishDate: { en: 'Enter the publish date.', fr: 'Saisissez la date de publication.' },
  closingDate: { en: 'Enter the closing date.', fr: 'Saisissez la date de clôture.' },
  awardDate: { en: 'Enter the estimated award date.', fr: 'Saisissez la date d’attribution prévue.' },
  onlineForm: {
    en: 'Add at least one online form or upload field.',
    fr: 'Ajoutez au moins un formulaire en ligne ou un champ de téléversement.',
  },
  bondTitle: { en: 'Enter the bond title.', fr: 'Saisissez le titre de la garantie.' },
  digitalBond: { en: 'Add at least one digital bond.', fr: 'Ajoutez au moins une garantie numérique.' },
  instructions: { en: 'Complete the instructions.', fr: 'Complétez les instructions.' },
  prices: { en: 'Complete the prices.', fr: 'Complétez les prix.' },
  questions: { en: 'Complete the questions.', fr: 'Complétez les questions.' },
  references: { en: 'Complete the references.', fr: 'Complétez les références.' },
  specifications: { en: 'Complete the specifications.', fr: 'Complétez les spécifications.' },
  subcontractors: { en: 'Complete the subcontractors.', fr: 'Complétez les sous-traitants.' },
  terms: { en: 'Complete the terms text.', fr: 'Complétez le texte des conditions.' },
  noBidEmail: {
    en: 'The default No Bid email in the source settings is not valid.',
    fr: 'Le courriel de non-soumission par défaut des paramètres d’approvisionnement n’est pas valide.',
  },
  meeting: {
    en: 'Each meeting needs a description, a date and a time.',
    fr: 'Chaque réunion doit avoir une description, une date et une heure.',
  },
} as const satisfies Record<string, { en: string; fr: string }>;
export type PublishItemMessageKey = keyof typeof PUBLISH_ITEM_MESSAGES;
