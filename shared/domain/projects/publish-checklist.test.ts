import { describe, expect, it } from 'vitest';
import {
  isPastPublication,
  BUILD_SECTIONS,
  findMissingPublishItems,
  type ChecklistContext,
  type ChecklistProject,
} from './publish-checklist.js';

/** A public online bid with everything the checklist asks for. */
const complete: ChecklistProject = {
  type: 'source',
  kind: 'formal',
  sourceMethod: 'public',
  name: 'Road salt',
  number: 'RFP-001',
  departmentId: 'roads',
  divisionId: 'winter',
  projectLeadId: 'u1',
  classification: 'services',
  description: '<p>Salt</p>',
  categoryIds: ['c1'],
  estimatedTotalValue: '0.00',
  publishDate: '2026-05-15T12:00:00Z',
  closingDate: '2026-06-15T12:00:00Z',
  estimatedAwardDate: '2026-07-01T12:00:00Z',
  tender: {
    submissionMethod: 'online',
    openingProcess: 'private',
    hasCompliancy: false,
    hasSiteMeetings: false,
  },
};
const forms: ChecklistContext = { onlineFormOrUploadFieldCount: 1 };

const ids = (project: ChecklistProject, context: ChecklistContext = forms) =>
  findMissingPublishItems(project, context).map((item) => item.id);

describe('findMissingPublishItems (docs/product/projects.md#publication)', () => {
  it('finds nothing missing on a complete project', () => {
    expect(findMissingPublishItems(complete, forms)).toEqual([]);
  });

  it.each<[string, Partial<ChecklistProject>, ChecklistContext, string[]]>([
    ['no name', { name: '  ' }, forms, ['name']],
    ['no number', { number: undefined }, forms, ['number']],
    ['no department', { departmentId: undefined }, forms, ['department']],
    ['no division', { divisionId: '' }, forms, ['division']],
    ['no project lead', { projectLeadId: undefined }, forms, ['projectLead']],
    ['no classification', { classification: undefined }, forms, ['classification']],
    ['no description', { description: '' }, forms, ['description']],
    ['no category', { categoryIds: [] }, forms, ['categories']],
    ['no estimated value', { estimatedTotalValue: undefined }, forms, ['estimatedValue']],
    [
      'limited without justification, exception or negotiation type',
      { sourceMethod: 'limited' },
      { ...forms, invitedSupplierCount: 1 },
      ['procurementJustification', 'awardExceptionType', 'negotiationType'],
    ],
    [
      'limited with all three',
      {
        sourceMethod: 'limited',
        procurementJustification: 'Sole',
        awardExceptionType: 'x',
        negotiationType: 'y',
      },
      { ...forms, invitedSupplierCount: 1 },
      [],
    ],
    ['co-operative without lead agency', { hasCoop: true }, forms, ['leadAgency']],
    ['linked without project', { hasLinkedProject: true }, forms, ['linkedProject']],
    ['source and contract without term', { type: 'sourceAndContract' }, forms, ['term']],
    ['goods without delivery timeframe', { classification: 'goods' }, forms, ['deliveryTimeframe']],
    [
      'services related to goods without delivery timeframe',
      { classification: 'servicesRelatedToGoods' },
      forms,
      ['deliveryTimeframe'],
    ],
    ['hard copy without address', { tender: { submissionMethod: 'hardCopy' } }, {}, ['submissionAddress']],
    [
      'public opening without address',
      { tender: { submissionMethod: 'online', openingProcess: 'public' } },
      forms,
      ['publicOpeningAddress'],
    ],
    [
      'compliance on without items',
      { tender: { submissionMethod: 'online', hasCompliancy: true } },
      forms,
      ['complianceItems'],
    ],
    [
      'compliance on with an item',
      { tender: { submissionMethod: 'online', hasCompliancy: true } },
      { ...forms, complianceItemCount: 1 },
      [],
    ],
    [
      'invitational without an invited supplier',
      { sourceMethod: 'invitational' },
      forms,
      ['invitedSupplier'],
    ],
    [
      'no dates',
      { publishDate: undefined, closingDate: '9999-12-31T23:59:59', estimatedAwardDate: '' },
      forms,
      ['publishDate', 'closingDate', 'awardDate'],
    ],
    ['online without a form', {}, {}, ['onlineForm']],
    ['bond required without title', {}, { ...forms, bondRequired: true }, ['bondTitle']],
    ['bond required with title', {}, { ...forms, bondRequired: true, bondTitle: 'Bid bond' }, []],
    ['digital bond required without one', {}, { ...forms, digitalBondRequired: true }, ['digitalBond']],
    [
      'incomplete requirement sections',
      {},
      {
        ...forms,
        incompleteRequirementSections: [
          'terms',
          'instructions',
          'prices',
          'questions',
          'references',
          'specifications',
          'subcontractors',
        ],
      },
      ['instructions', 'prices', 'questions', 'references', 'specifications', 'subcontractors', 'terms'],
    ],
    ['an invalid default No Bid email', {}, { ...forms, defaultNoBidEmail: 'not-an-email' }, ['noBidEmail']],
    ['a valid default No Bid email', {}, { ...forms, defaultNoBidEmail: 'bids@city.ca' }, []],
    [
      'a planned notice needs no tender items',
      {
        kind: 'planned',
        closingDate: undefined,
        estimatedAwardDate: undefined,
        tender: { submissionMethod: 'hardCopy', hasCompliancy: true },
      },
      { bondRequired: true, incompleteRequirementSections: ['prices'] },
      [],
    ],
    ['a contract needs no bid items but a term', { type: 'contract', closingDate: undefined }, {}, ['term']],
  ])('%s → %j', (_case, changes, context, expected) => {
    expect(ids({ ...complete, ...changes }, context)).toEqual(expected);
  });

  it.each<
    [string, { meetingId: string; description?: string; startsAt?: string; deleted?: boolean }, string[]]
  >([
    [
      'complete meeting',
      { meetingId: 'm1', description: 'Site visit', startsAt: '2026-05-20T14:00:00Z' },
      [],
    ],
    ['meeting without description', { meetingId: 'm1', startsAt: '2026-05-20T14:00:00Z' }, ['meeting.m1']],
    ['meeting without date and time', { meetingId: 'm2', description: 'Site visit' }, ['meeting.m2']],
    ['deleted incomplete meeting', { meetingId: 'm3', deleted: true }, []],
  ])('%s', (_case, meeting, expected) => {
    const project = {
      ...complete,
      tender: { ...complete.tender, hasSiteMeetings: true },
      meetings: [meeting],
    };
    expect(ids(project)).toEqual(expected);
  });

  it('gives each item the field to focus, its Build section and its message', () => {
    const missing = findMissingPublishItems(
      {
        ...complete,
        meetings: [{ meetingId: 'm9' }],
        tender: { hasSiteMeetings: true, submissionMethod: 'hardCopy' },
      },
      {},
    );
    expect(missing).toEqual([
      {
        id: 'submissionAddress',
        field: 'tender.submissionAddress',
        section: 'details',
        messageKey: 'submissionAddress',
      },
      { id: 'meeting.m9', field: 'meetings.m9', section: 'dates', messageKey: 'meeting' },
    ]);
    for (const item of missing) expect(BUILD_SECTIONS).toContain(item.section);
  });
});

describe('isPastPublication', () => {
  it.each(['published', 'upcoming', 'open', 'closed', 'unofficial', 'awarded'])(
    '%s: already published',
    (status) => {
      expect(isPastPublication(status)).toBe(true);
    },
  );
  it.each(['design', 'inProgress', 'scheduledToPublish', 'planned', 'cancelled', 'template'])(
    '%s: not published yet',
    (status) => {
      expect(isPastPublication(status)).toBe(false);
    },
  );
});
