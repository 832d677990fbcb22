/**
 * The publish checklist (docs/product/projects.md#publication): every item that keeps a project from being
 * published, each with a stable id, the form field the screen focuses ("Fix missing fields"), the Build
 * section it lives in and a message key (PUBLISH_ITEM_MESSAGE_KEYS; the browser holds the texts). What later
 * features own (forms, bonds, compliance items, invited suppliers, submission-requirement sections, source
 * settings) comes in through the context, so the function stays pure. Where the spec lists an item without
 * saying when it applies, the condition is decision 022's.
 */
import { isValidEmail } from '../email-address.js';
import type { Money } from '../money.js';
import { readStoredDate } from './project-dates.js';
import { REQUIREMENT_SECTIONS, type RequirementSection } from './submission-requirement-sections.js';
import type {
  Classification,
  ProjectKind,
  ProjectType,
  SourceMethod,
  SubmissionMethod,
} from './project-types.js';

/**
 * The Build screens (/projects/{id}/build/..., docs/product/projects.md#build), and the control panel for
 * agency settings.
 */
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

export { REQUIREMENT_SECTIONS, type RequirementSection };

/**
 * What the checklist reads of a project: the stored project with its amounts as Money (withProjectMoney,
 * which names the estimated value even when absent, so that the stored item alone does not satisfy it).
 */
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
  estimatedTotalValue: Money | undefined;
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
  /** What the item says: one of PUBLISH_ITEM_MESSAGE_KEYS. */
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
  item('estimatedValue', 'estimatedTotalValue', 'details', (p) => p.estimatedTotalValue === undefined),
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
  // A meeting needs its description, date and time (a date without a time is not stored).
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

/**
 * The message key of each item the checklist can report. The browser says each in English and French (the
 * projectBuild texts' `publishItems`); the API answers keys, so the projects Lambda carries no screen text.
 */
export const PUBLISH_ITEM_MESSAGE_KEYS = [
  'name',
  'number',
  'department',
  'division',
  'projectLead',
  'classification',
  'description',
  'categories',
  'estimatedValue',
  'procurementJustification',
  'awardExceptionType',
  'negotiationType',
  'leadAgency',
  'linkedProject',
  'term',
  'deliveryTimeframe',
  'submissionAddress',
  'publicOpeningAddress',
  'complianceItems',
  'invitedSupplier',
  'publishDate',
  'closingDate',
  'awardDate',
  'onlineForm',
  'bondTitle',
  'digitalBond',
  ...REQUIREMENT_SECTIONS,
  'noBidEmail',
  'meeting',
] as const;
export type PublishItemMessageKey = (typeof PUBLISH_ITEM_MESSAGE_KEYS)[number];

/**
 * Statuses a project reaches only by being published: Build → publish then has nothing to offer, and its
 * status says where the project stands; saying it "cannot be published now" would read as a problem.
 */
const AFTER_PUBLICATION: readonly string[] = [
  'published',
  'upcoming',
  'open',
  'closed',
  'unofficial',
  'awarded',
];

/** Whether a project in this status has already been published. */
export const isPastPublication = (status: string): boolean => AFTER_PUBLICATION.includes(status);
