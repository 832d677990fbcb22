/**
 * Every validation rule of docs/product/projects.md (Build, dates, publication) that the projects API checks,
 * broken through the API directly: each answers with its own catalogue code and message, in English and in
 * French, names its field, and writes nothing. Rules the schema checks (required fields, forbidden
 * characters, the value range, a meeting's location) answer in the catalogue's words as the service's rules
 * do (shared/validation.ts catalogueCodeOf). The lifecycle's refusals are in projects.test.ts; the numbering
 * settings' too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Project } from '../../functions/core/db/entities/project.js';
import { getItem } from '../../functions/core/db/ops.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import type { ErrorCode } from '../../shared/errors.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  create,
  DAY,
  expectCatalogueError,
  inSeconds,
  loadRefs,
  PROJECTS,
  read,
  startBody,
  viewOf,
} from './projects-support.js';

let lead: SignedIn;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  await loadRefs(lead);
});

const LANGS = ['en', 'fr'] as const;

interface Refusal {
  name: string;
  code: ErrorCode;
  field: string;
}

/** Expects the refusal in `lang`, with the catalogue's message at the field. */
function expectRefused(res: { status: number; json: any }, refusal: Refusal, lang: 'en' | 'fr') {
  expectCatalogueError(res, refusal.code, lang);
  expect(res.json.error.fields).toContainEqual({
    field: refusal.field,
    code: 'invalid',
    message: ERROR_CATALOGUE[refusal.code][lang],
  });
}

describe('creating a project', () => {
  const cases: (Refusal & { body: () => Record<string, unknown> })[] = [
    {
      name: 'an empty name',
      body: () => startBody({ name: '  ' }),
      code: 'projectNameRequired',
      field: 'body.name',
    },
    {
      name: 'no name',
      body: () => ({ ...startBody(), name: undefined }),
      code: 'projectNameRequired',
      field: 'body.name',
    },
    {
      name: 'an empty typed number',
      body: () => startBody({ number: '' }),
      code: 'projectNumberRequired',
      field: 'body.number',
    },
    {
      name: 'a number with a forbidden character',
      body: () => startBody({ number: 'RFP(12)' }),
      code: 'projectNumberForbiddenCharacters',
      field: 'body.number',
    },
    {
      name: 'no department',
      body: () => ({ ...startBody(), departmentId: undefined }),
      code: 'projectDepartmentRequired',
      field: 'body.departmentId',
    },
    {
      name: 'an empty division',
      body: () => startBody({ divisionId: '' }),
      code: 'projectDivisionRequired',
      field: 'body.divisionId',
    },
    {
      name: 'no project lead',
      body: () => ({ ...startBody(), projectLeadId: undefined }),
      code: 'projectLeadRequired',
      field: 'body.projectLeadId',
    },
  ];
  for (const refusal of cases) {
    for (const lang of LANGS) {
      it(`refuses ${refusal.name} (${lang})`, async () => {
        const body = refusal.body();
        const res = await lead.call('POST', PROJECTS, { body, lang });
        expectRefused(res, refusal, lang);
        if (typeof body.name === 'string' && body.name.trim()) {
          const found = await lead.call('POST', `${PROJECTS}/Search`, { body: { searchText: body.name } });
          expect(found.json.data.projectSearchDTO.values.total).toBe(0);
        }
      });
    }
  }
});

describe('saving Build', () => {
  const cases: (Refusal & { body: () => Record<string, unknown> })[] = [
    {
      name: 'an emptied name',
      body: () => ({ settings: { name: '' } }),
      code: 'projectNameRequired',
      field: 'body.settings.name',
    },
    {
      name: 'a number with a forbidden character',
      body: () => ({ settings: { number: 'A/B' } }),
      code: 'projectNumberForbiddenCharacters',
      field: 'body.settings.number',
    },
    {
      name: 'an emptied department',
      body: () => ({ settings: { departmentId: '' } }),
      code: 'projectDepartmentRequired',
      field: 'body.settings.departmentId',
    },
    {
      name: 'a project value above 1,000,000,000,000.00',
      body: () => ({ details: { estimatedTotalValue: '1000000000000.01' } }),
      code: 'projectValueOutOfRange',
      field: 'body.details.estimatedTotalValue',
    },
    {
      name: 'a negative project value',
      body: () => ({ details: { estimatedAnnualValue: '-1' } }),
      code: 'projectValueOutOfRange',
      field: 'body.details.estimatedAnnualValue',
    },
    {
      name: 'a project value sent as a number (Money is a decimal string, decision 075)',
      body: () => ({ details: { estimatedTotalValue: 25_000 } }),
      code: 'projectValueOutOfRange',
      field: 'body.details.estimatedTotalValue',
    },
    {
      name: 'a meeting without a location',
      body: () => ({
        dates: {
          publishDate: inSeconds(DAY),
          closingDate: inSeconds(10 * DAY),
          meetings: [{ meetingId: 'site-visit', location: ' ', startsAt: inSeconds(2 * DAY) }],
        },
      }),
      code: 'meetingLocationRequired',
      field: 'body.dates.meetings.0.location',
    },
    ...dateCases(),
    ...contractDateCases(),
  ];
  for (const refusal of cases) {
    for (const lang of LANGS) {
      it(`refuses ${refusal.name} (${lang}) and writes nothing`, async () => {
        const { project } = await create(lead);
        const res = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
          body: { version: project.version, ...refusal.body() },
          lang,
        });
        expectRefused(res, refusal, lang);
        expect((await read(lead, project.projectId)).project).toEqual(project);
      });
    }
  }

  it('saves a value as Money and answers it as Money, to the cent; the project stores it in whole cents', async () => {
    const { project } = await create(lead);
    const res = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: {
        version: project.version,
        details: { estimatedTotalValue: '9999999999.9', estimatedAnnualValue: '0.1' },
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await read(lead, project.projectId)).project).toMatchObject({
      estimatedTotalValue: '9999999999.90',
      estimatedAnnualValue: '0.10',
    });
    const customerId = lead.info.customer.customerId as string;
    const stored = await getItem(Project, { customerId, projectId: project.projectId as string });
    expect(stored).toMatchObject({
      estimatedTotalValueCents: 999_999_999_990,
      estimatedAnnualValueCents: 10,
    });
    expect(stored).not.toHaveProperty('estimatedTotalValue');
  });

  it('saves a contract’s dates that hold, and reads them back', async () => {
    const { project } = await create(lead, { type: 'contract', sourceMethod: undefined });
    const contract = { initialTermStart: inSeconds(10 * DAY), initialTermEnd: inSeconds(375 * DAY) };
    const res = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: project.version, dates: { contract } },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await read(lead, project.projectId)).project.contract).toEqual(contract);
  });

  it('takes each rule’s boundary: a registration deadline at the closing, a meeting at the publish date', async () => {
    const { project } = await create(lead);
    const publishDate = inSeconds(DAY);
    const closingDate = inSeconds(10 * DAY);
    const res = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: {
        version: project.version,
        dates: {
          publishDate,
          closingDate,
          registrationDeadline: closingDate,
          questionDeadline: closingDate,
          meetings: [{ meetingId: 'site-visit', location: 'City hall', startsAt: publishDate }],
        },
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(viewOf(res).project.meetings).toHaveLength(1);
  });
});

/** Every date rule (findProjectDateProblems, docs/product/projects.md#dates), one broken at a time. */
function dateCases(): (Refusal & { body: () => Record<string, unknown> })[] {
  const past = () => inSeconds(-DAY);
  const dates = (values: Record<string, unknown>) => ({ dates: values });
  const field = (name: string) => `body.dates.${name}`;
  return [
    {
      name: 'a publish date in the past',
      body: () => dates({ publishDate: past() }),
      code: 'publishDateInPast',
      field: field('publishDate'),
    },
    {
      name: 'a closing date in the past',
      body: () => dates({ closingDate: past() }),
      code: 'closingDateInPast',
      field: field('closingDate'),
    },
    {
      name: 'a question deadline in the past',
      body: () => dates({ questionDeadline: past() }),
      code: 'questionDeadlineInPast',
      field: field('questionDeadline'),
    },
    {
      name: 'a registration deadline in the past',
      body: () => dates({ registrationDeadline: past() }),
      code: 'registrationDeadlineInPast',
      field: field('registrationDeadline'),
    },
    {
      name: 'a publish date at the closing date',
      body: () => {
        const at = inSeconds(5 * DAY);
        return dates({ publishDate: at, closingDate: at });
      },
      code: 'publishNotBeforeClosing',
      field: field('publishDate'),
    },
    {
      name: 'a publish date after the question deadline',
      body: () => dates({ publishDate: inSeconds(3 * DAY), questionDeadline: inSeconds(2 * DAY) }),
      code: 'publishNotBeforeQuestionDeadline',
      field: field('publishDate'),
    },
    {
      name: 'a closing date before the question deadline',
      body: () => dates({ closingDate: inSeconds(3 * DAY), questionDeadline: inSeconds(4 * DAY) }),
      code: 'closingBeforeQuestionDeadline',
      field: field('closingDate'),
    },
    {
      name: 'a registration deadline after the closing date',
      body: () => dates({ closingDate: inSeconds(3 * DAY), registrationDeadline: inSeconds(4 * DAY) }),
      code: 'registrationDeadlineAfterClosing',
      field: field('registrationDeadline'),
    },
    {
      name: 'an estimated award date at the closing date',
      body: () => {
        const at = inSeconds(5 * DAY);
        return dates({ closingDate: at, estimatedAwardDate: at });
      },
      code: 'estimatedAwardNotAfterClosing',
      field: field('estimatedAwardDate'),
    },
    {
      name: 'an estimated availability after the publish date',
      body: () => dates({ publishDate: inSeconds(3 * DAY), estimatedAvailabilityDate: inSeconds(4 * DAY) }),
      code: 'estimatedAvailabilityNotBeforePublish',
      field: field('estimatedAvailabilityDate'),
    },
    {
      name: 'an estimated availability before the planned-notice date',
      body: () =>
        dates({ plannedNoticeDate: inSeconds(4 * DAY), estimatedAvailabilityDate: inSeconds(3 * DAY) }),
      code: 'estimatedAvailabilityNotAfterPlannedNotice',
      field: field('estimatedAvailabilityDate'),
    },
    {
      name: 'an incomplete-question notice before the publish date',
      body: () =>
        dates({ publishDate: inSeconds(3 * DAY), incompleteQuestionNoticeDate: inSeconds(2 * DAY) }),
      code: 'incompleteQuestionNoticeNotAfterPublish',
      field: field('incompleteQuestionNoticeDate'),
    },
    {
      name: 'questions taken without an incomplete-question notice',
      body: () => ({ details: { tender: { hasQuestionDeadline: true } } }),
      code: 'incompleteQuestionNoticeRequired',
      field: field('incompleteQuestionNoticeDate'),
    },
    {
      name: 'a meeting after the closing date',
      body: () =>
        dates({
          publishDate: inSeconds(DAY),
          closingDate: inSeconds(5 * DAY),
          meetings: [{ meetingId: 'site-visit', location: 'City hall', startsAt: inSeconds(6 * DAY) }],
        }),
      code: 'meetingOutsideBidPeriod',
      field: field('meetings.site-visit'),
    },
  ];
}

/**
 * Every contract date rule (findContractDateProblems, docs/product/projects.md#dates), one broken at a time.
 */
function contractDateCases(): (Refusal & { body: () => Record<string, unknown> })[] {
  const contract = (values: Record<string, string>) => ({ dates: { contract: values } });
  const pair = (start: string, end: string, code: ErrorCode, name: string) => ({
    name,
    body: () => contract({ [start]: inSeconds(20 * DAY), [end]: inSeconds(10 * DAY) }),
    code,
    field: `body.dates.contract.${start}`,
  });
  return [
    pair(
      'firmPricingStart',
      'firmPricingEnd',
      'contractFirmPricingStartNotBeforeEnd',
      'firm pricing ending before it starts',
    ),
    pair(
      'initialTermStart',
      'initialTermEnd',
      'contractInitialTermStartNotBeforeEnd',
      'an initial term ending before it starts',
    ),
    pair(
      'optionalTermStart',
      'optionalTermEnd',
      'contractOptionalTermStartNotBeforeEnd',
      'an optional term ending before it starts',
    ),
    pair(
      'warrantyStart',
      'warrantyEnd',
      'contractWarrantyStartNotBeforeEnd',
      'a warranty ending before it starts',
    ),
    {
      name: 'a substantial completion before the initial term starts',
      body: () =>
        contract({ initialTermStart: inSeconds(20 * DAY), substantialCompletion: inSeconds(10 * DAY) }),
      code: 'contractSubstantialCompletionNotAfterStart',
      field: 'body.dates.contract.substantialCompletion',
    },
    {
      name: 'more days of notice than the contract term',
      body: () => ({
        details: { daysNotifiedBeforeExpiry: 31 },
        ...contract({ initialTermStart: inSeconds(10 * DAY), initialTermEnd: inSeconds(40 * DAY) }),
      }),
      code: 'contractNoticeExceedsTerm',
      field: 'body.details.daysNotifiedBeforeExpiry',
    },
    {
      name: 'a contract date that is not a date',
      body: () => contract({ warrantyStart: '2027-02-30T10:00' }),
      code: 'dateInvalid',
      field: 'body.dates.contract.warrantyStart',
    },
  ];
}
