/**
 * The demo agency's projects (issue 7): one in every status the lifecycle can reach today, of every type and
 * source method, with realistic municipal content. Each is written through the projects service's own
 * insert (number claim, search row, drop-down usage and audit event in one transaction) as a draft, then
 * taken to its status by the lifecycle itself: every step is decided by transitionProject with the publish
 * checklist counted, and saved with its audit event, so an unreachable status/phase pair cannot be seeded
 * and the activity feed tells how the project got there.
 */
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { ProjectTeamMember } from '../../functions/core/db/entities/project-team-member.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import type { Changes } from '../../functions/core/db/ops.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { scheduleAt } from '../../functions/core/one-time-schedules.js';
import { insertProject, type NewProject } from '../../functions/projects/project-number-service.js';
import { listUsageItems } from '../../functions/projects/project-list-usage.js';
import {
  lifecycleProjectOf,
  missingItemsOf,
  projectUserById,
  saveProject,
  searchRowPut,
} from '../../functions/projects/project-records.js';
import { searchGenerationBump } from '../../functions/core/projects/project-search-writes.js';
import { PUBLISH_JOB, publicationSchedule } from '../../functions/projects/publication-schedule.js';
import { createDepartment, createDivision } from '../../functions/users/department-service.js';
import { transitionProject, type ProjectAction } from '../../shared/domain/projects/project-lifecycle.js';
import type { ProjectUser } from '../../shared/domain/projects/project-rights.js';
import type { ProjectRole } from '../../shared/domain/projects/project-team.js';
import type { ProjectPhase, ProjectStatus } from '../../shared/domain/projects/project-types.js';
import type { DemoListIds } from './seed-lists.js';

const DAY = 86_400_000;
/** A day `days` from now at 16:00 UTC (noon in Demoville in summer, 11:00 in winter): bids close at a round hour. */
export const demoDate = (days: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(16, 0, 0, 0);
  return date.toISOString();
};

/**
 * Statuses of the value set that no lifecycle action enters yet (decision 022): Unofficial comes with the
 * evaluation issue, Upcoming with the available-date rule; Pending Approval and Scheduled are report
 * statuses. The demo has a project in every other status (Awarded: seed-awards.ts, decision 064).
 */
export const STATUSES_NOT_YET_REACHABLE: readonly ProjectStatus[] = [
  'pendingApproval',
  'scheduled',
  'upcoming',
  'unofficial',
];
/** Phases no action moves a project into yet: the lifecycle has Build, Source and Award (decisions 022, 064). */
export const PHASES_NOT_YET_REACHABLE: readonly ProjectPhase[] = ['intake', 'evaluate', 'contract'];

export type DemoPerson = 'lead' | 'buyer' | 'evaluator';
export type DemoPeople = Record<DemoPerson, string>;

interface Step {
  action: ProjectAction;
  by: DemoPerson | 'scheduler';
  reason?: string;
}

interface DemoProject extends Partial<NewProject> {
  name: string;
  /** Where it belongs: "Department/Division". */
  unit: `${string}/${string}`;
  /** The draft it starts as (Design, In Progress after a first save, or Template), before its steps. */
  status: 'design' | 'inProgress' | 'template';
  steps?: Step[];
  team?: [DemoPerson, ProjectRole][];
}

const DEPARTMENTS = {
  'Public Works': ['Roads', 'Water and Wastewater'],
  'Parks and Recreation': ['Parks', 'Recreation Facilities'],
  'Corporate Services': ['Fleet', 'Information Technology', 'Facilities Management'],
} as const;

const CITY_HALL = 'Office of the City Clerk, City Hall, 100 Main Street, Demoville';
/** Sealed paper bids at the Clerk's office, opened in public: the City's usual construction tender. */
const PUBLIC_OPENING = {
  submissionMethod: 'hardCopy',
  submissionAddress: CITY_HALL,
  openingProcess: 'public',
  publicOpeningAddress: 'Council Chambers, City Hall, 100 Main Street, Demoville',
  questionReminderEmailDays: 3,
} as const;

/** The projects; the first six are the demo's original ones (tests and habits know their names). */
function demoProjects(lists: DemoListIds, people: DemoPeople): DemoProject[] {
  const category = (...codes: string[]) => codes.map((code) => lists.commodityCategory[code]!);
  const CFTA = lists.tradeAgreement['Canadian Free Trade Agreement (CFTA)']!;
  const CETA =
    lists.tradeAgreement['Canada–European Union Comprehensive Economic and Trade Agreement (CETA)']!;
  const published: Step[] = [{ action: 'publish', by: 'lead' }];
  /** Published by the lead, closed by the scheduler at the closing date, then `after`. */
  const closed = (...after: Step[]): Step[] => [...published, { action: 'close', by: 'scheduler' }, ...after];
  const projects: DemoProject[] = [
    {
      name: 'Snow removal services 2027',
      unit: 'Public Works/Roads',
      status: 'design',
      classification: 'services',
      description: 'Ploughing, salting and snow hauling on municipal roads for the 2027–2028 winter season.',
      estimatedPublishDate: demoDate(60),
    },
    {
      name: 'Road resurfacing, Main Street',
      unit: 'Public Works/Roads',
      status: 'inProgress',
      classification: 'construction',
      description:
        'Milling and resurfacing of Main Street between First and Fifth avenues, with new line painting and ' +
        'accessible curb ramps at every intersection.',
      categoryIds: category('72141100'),
      tradeAgreementIds: [CFTA],
      estimatedTotalValueCents: 125_000_000,
      publishDate: demoDate(14),
      questionDeadline: demoDate(35),
      closingDate: demoDate(45),
      estimatedAwardDate: demoDate(60),
      tender: {
        submissionMethod: 'hardCopy',
        submissionAddress: CITY_HALL,
        hasSiteMeetings: true,
        hasQuestionDeadline: true,
        questionReminderEmailDays: 3,
      },
      meetings: [
        {
          meetingId: randomUUID(),
          description: 'Optional site visit with the City’s engineer',
          location: 'Corner of Main Street and First Avenue',
          startsAt: demoDate(21),
          endsAt: new Date(Date.parse(demoDate(21)) + 2 * 3_600_000).toISOString(),
          mandatory: false,
          showToPublic: true,
          trackAttendance: true,
        },
      ],
      team: [
        ['buyer', 'purchasingTeamMember'],
        ['evaluator', 'evaluator'],
      ],
    },
    {
      name: 'Office furniture supply',
      unit: 'Corporate Services/Facilities Management',
      status: 'inProgress',
      classification: 'goods',
      description:
        'Desks, task chairs and meeting tables for the new city hall annex (about 120 workstations).',
      categoryIds: category('56101500'),
      estimatedTotalValueCents: 8_500_000,
      deliveryTimeframe: 'Within eight weeks of the purchase order',
      termId: lists.term['Net 30 days'],
      publishDate: demoDate(-3),
      questionDeadline: demoDate(10),
      closingDate: demoDate(20),
      estimatedAwardDate: demoDate(35),
      // The demo's one open public bid with everything a supplier meets: plan takers, questions, an
      // addendum and this optional meeting (issue 9's demo seed).
      tender: { hasSiteMeetings: true },
      meetings: [
        {
          meetingId: randomUUID(),
          description: 'Optional showroom visit of the sample workstations',
          location: 'City Hall annex, 2nd floor, 100 Main Street',
          startsAt: demoDate(6),
          endsAt: new Date(Date.parse(demoDate(6)) + 3_600_000).toISOString(),
          mandatory: false,
          showToPublic: true,
          trackAttendance: true,
        },
      ],
      // The buyer prepares it and, without the approve right, sends it to the lead, who approves.
      steps: [
        { action: 'requestApproval', by: 'buyer' },
        { action: 'approve', by: 'lead' },
      ],
      team: [['buyer', 'purchasingTeamMember']],
    },
    {
      name: 'Park lighting upgrade',
      unit: 'Parks and Recreation/Parks',
      status: 'inProgress',
      classification: 'construction',
      description: 'LED conversion of the pathway lighting in Riverside and Centennial parks.',
      estimatedTotalValueCents: 32_000_000,
      steps: [
        {
          action: 'cancel',
          by: 'lead',
          reason: 'The hydro utility’s retrofit program now covers park lighting at no cost to the City.',
        },
      ],
    },
    {
      name: 'Fleet vehicles, planned procurement',
      unit: 'Corporate Services/Fleet',
      status: 'inProgress',
      kind: 'planned',
      classification: 'goods',
      description:
        'Notice of planned procurement: twelve hybrid pickup trucks and four compact SUVs to replace ' +
        'vehicles reaching the end of their service life in 2027.',
      categoryIds: category('25101500'),
      estimatedTotalValueCents: 96_000_000,
      deliveryTimeframe: 'Deliveries from March 2027',
      plannedNoticeDate: demoDate(-7),
      publishDate: demoDate(-7),
      estimatedPublishDate: demoDate(90),
      steps: [{ action: 'publishPlanned', by: 'lead' }],
    },
    {
      name: 'Library roof repairs',
      unit: 'Parks and Recreation/Recreation Facilities',
      status: 'inProgress',
      kind: 'informal',
      classification: 'construction',
      description:
        'Repairs to the flat roof of the Central Library after the spring leaks; three quotes asked.',
      categoryIds: category('72101500'),
      estimatedTotalValueCents: 4_500_000,
    },
    {
      name: 'Watermain replacement, Elm Street',
      unit: 'Public Works/Water and Wastewater',
      status: 'inProgress',
      classification: 'construction',
      description:
        'Replacement of 640 m of 1950s cast-iron watermain on Elm Street, with new services to the property line.',
      categoryIds: category('72141100'),
      tradeAgreementIds: [CFTA, CETA],
      estimatedTotalValueCents: 210_000_000,
      publishDate: demoDate(10),
      closingDate: demoDate(40),
      estimatedAwardDate: demoDate(60),
      tender: PUBLIC_OPENING,
      steps: [{ action: 'requestApproval', by: 'buyer' }],
      team: [['buyer', 'purchasingTeamMember']],
    },
    {
      name: 'Janitorial services, municipal buildings',
      unit: 'Corporate Services/Facilities Management',
      status: 'inProgress',
      type: 'sourceAndContract',
      classification: 'services',
      description:
        'Nightly cleaning of City Hall, the annex and four community centres: a three-year contract with two ' +
        'optional one-year extensions.',
      categoryIds: category('72102900'),
      estimatedAnnualValueCents: 41_000_000,
      estimatedTotalValueCents: 123_000_000,
      durationMonths: 36,
      termId: lists.term['Net 30 days'],
      publishDate: demoDate(4),
      closingDate: demoDate(35),
      estimatedAwardDate: demoDate(50),
      steps: published,
      team: [['buyer', 'contractAdministrator']],
    },
    {
      name: 'HVAC maintenance, community centres',
      unit: 'Parks and Recreation/Recreation Facilities',
      status: 'inProgress',
      sourceMethod: 'invitational',
      classification: 'services',
      description:
        'Preventive maintenance and 24-hour emergency repairs of the heating, ventilation and air ' +
        'conditioning equipment of four community centres and two arenas.',
      categoryIds: category('72151500'),
      estimatedTotalValueCents: 18_000_000,
      publishDate: demoDate(-6),
      closingDate: demoDate(15),
      estimatedAwardDate: demoDate(30),
      tender: {
        hasCompliancy: true,
        hasSiteMeetings: true,
        submissionMethod: 'hardCopy',
        submissionAddress: CITY_HALL,
        questionReminderEmailDays: 3,
      },
      meetings: [
        {
          meetingId: randomUUID(),
          description: 'Mandatory walk-through of the mechanical rooms',
          location: 'Westside Community Centre, 45 Birch Road (meet at the front desk)',
          startsAt: demoDate(4),
          endsAt: new Date(Date.parse(demoDate(4)) + 3 * 3_600_000).toISOString(),
          mandatory: true,
          showToPublic: true,
          trackAttendance: true,
        },
      ],
      steps: published,
      team: [
        ['buyer', 'purchasingTeamMember'],
        ['evaluator', 'evaluator'],
      ],
    },
    {
      name: 'Transit shelter replacement',
      unit: 'Public Works/Roads',
      status: 'inProgress',
      kind: 'planned',
      sourceMethod: 'publicPrequalified',
      classification: 'goods',
      description:
        'Supply and installation of 40 accessible bus shelters with solar lighting, bought with the transit ' +
        'commission; open to the suppliers pre-qualified in 2025.',
      categoryIds: category('72141100'),
      estimatedTotalValueCents: 64_000_000,
      deliveryTimeframe: 'Installed before 1 November',
      hasCoop: true,
      leadAgencyNameId: lists.leadAgencyName['Demoville Transit Commission'],
      numberOfAgencies: 2,
      participatingAgencies: 'City of Demoville, Demoville Transit Commission',
      plannedNoticeDate: demoDate(-40),
      publishDate: demoDate(-12),
      closingDate: demoDate(18),
      estimatedAwardDate: demoDate(40),
      tender: { hasSiteMeetings: true },
      // Acme is registered to it (seed-meetings.ts): the bid meetings screen has a registration to show.
      meetings: [
        {
          meetingId: randomUUID(),
          description: 'Mandatory site visit of the shelter locations',
          location: 'Demoville Transit Garage, 300 Depot Street (gate B)',
          startsAt: demoDate(5),
          endsAt: new Date(Date.parse(demoDate(5)) + 2 * 3_600_000).toISOString(),
          mandatory: true,
          showToPublic: true,
          trackAttendance: true,
        },
      ],
      // Published as a notice of planned procurement, then completed into the open bid.
      steps: [
        { action: 'publishPlanned', by: 'lead' },
        { action: 'completePlanned', by: 'lead' },
      ],
    },
    {
      name: 'Tree planting program 2026',
      unit: 'Parks and Recreation/Parks',
      status: 'inProgress',
      classification: 'services',
      description: 'Supply and planting of 1,200 street trees, with two years of watering and replacement.',
      categoryIds: category('70111700'),
      estimatedTotalValueCents: 54_000_000,
      publishDate: demoDate(-40),
      // Open while its three bids are handed in online; the bid seed then moves its closing to −5 days, the
      // close job closes and seals it, and the lead unseals the bids (seed-bids.ts).
      closingDate: demoDate(20),
      estimatedAwardDate: demoDate(10),
      tender: { submissionMethod: 'online', resultsDisplay: 'displayNames' },
      steps: published,
      team: [['evaluator', 'evaluator']],
    },
    {
      name: 'Playground equipment, Riverside Park',
      unit: 'Parks and Recreation/Parks',
      status: 'inProgress',
      classification: 'goods',
      description:
        'Supply and installation of an accessible play structure, swings and rubber safety surfacing for ' +
        'the Riverside Park playground.',
      categoryIds: category('70110000'),
      estimatedTotalValueCents: 22_000_000,
      deliveryTimeframe: 'Installed before 1 June',
      publishDate: demoDate(-25),
      // As Tree planting, but left sealed after its close (seed-bids.ts): the buyer sees who bid, no price.
      closingDate: demoDate(20),
      estimatedAwardDate: demoDate(20),
      tender: { submissionMethod: 'online', resultsDisplay: 'displayNames' },
      steps: published,
    },
    {
      name: 'Emergency culvert repair, Ridge Road',
      unit: 'Public Works/Roads',
      status: 'inProgress',
      sourceMethod: 'limited',
      classification: 'construction',
      description:
        'Repair of the collapsed culvert under Ridge Road at kilometre 4.2, closed since the May storm.',
      categoryIds: category('72141100'),
      estimatedTotalValueCents: 38_000_000,
      procurementJustification:
        'The road is closed and the only detour is 14 km long: an open tender would leave it closed for months.',
      procurementMethodLimitedType: lists.procurementMethodLimitedType['Emergency: unforeseeable urgency'],
      awardExceptionType: lists.awardException['Emergency purchase'],
      negotiationType: 'Direct negotiation with the invited contractor',
      publishDate: demoDate(-30),
      closingDate: demoDate(-20),
      estimatedAwardDate: demoDate(-15),
      steps: closed({
        action: 'terminate',
        by: 'lead',
        reason: 'The only price received was twice the emergency budget; the works will be tendered openly.',
      }),
    },
    {
      name: 'Parking meter replacement 2025',
      unit: 'Corporate Services/Information Technology',
      status: 'inProgress',
      classification: 'goods',
      description: 'Pay-by-plate parking terminals for the downtown core, replacing 180 coin meters.',
      categoryIds: category('43211507'),
      estimatedTotalValueCents: 72_000_000,
      deliveryTimeframe: 'Installed within 16 weeks of award',
      publishDate: demoDate(-210),
      closingDate: demoDate(-180),
      estimatedAwardDate: demoDate(-160),
      steps: closed({ action: 'archive', by: 'lead' }),
    },
    {
      name: 'IT support services contract',
      unit: 'Corporate Services/Information Technology',
      status: 'inProgress',
      type: 'contract',
      classification: 'services',
      description: 'Help desk and desktop support for 600 staff, awarded through the provincial vendor list.',
      categoryIds: category('43231500'),
      estimatedAnnualValueCents: 28_000_000,
      durationMonths: 24,
      termId: lists.term['Net 45 days'],
      internalContractNumber: 'C-2026-014',
      team: [['buyer', 'contractAdministrator']],
    },
    {
      name: 'Municipal construction tender (template)',
      unit: 'Public Works/Roads',
      status: 'template',
      type: 'template',
      classification: 'construction',
      description:
        'The City’s standard invitation to tender for construction works: hard-copy submissions at the ' +
        'Clerk’s office, public opening, CFTA coverage. Start a new construction project from it.',
      tradeAgreementIds: [CFTA],
      termId: lists.term['Net 30 days'],
      tender: PUBLIC_OPENING,
    },
  ];
  return projects.map((project) => ({ createdBy: people.lead, projectLeadId: people.lead, ...project }));
}

export type DemoUnits = Map<string, [departmentId: string, divisionId: string]>;

/** The departments and divisions of the demo agency, by "Department/Division". */
export async function seedDemoDepartments(customerId: string, actorId: string): Promise<DemoUnits> {
  const units: DemoUnits = new Map();
  await Promise.all(
    Object.entries(DEPARTMENTS).map(async ([name, divisions]) => {
      const { departmentId } = await createDepartment(customerId, name, actorId);
      for (const division of divisions) {
        const created = await createDivision(customerId, { departmentId, name: division }, actorId);
        units.set(`${name}/${division}`, [departmentId, created.divisionId]);
      }
    }),
  );
  return units;
}

/** The audit event of a change to something of the project's, named so that its activity feed shows it. */
export const projectEvent = (project: ProjectItem, actorId: string, action: string, after: unknown) => ({
  customerId: project.customerId,
  actorId,
  entityType: 'project',
  entityId: project.projectId,
  projectId: project.projectId,
  action,
  after,
});

/** A member of the project's team with their project role (decision 030). */
async function addTeamMember(project: ProjectItem, userId: string, role: ProjectRole, by: string) {
  const member = { customerId: project.customerId, projectId: project.projectId, userId, role };
  // The lead answers the suppliers' questions; the others do not receive them.
  const receiveQuestionEmail = userId === project.projectLeadId;
  await transactAudited(
    {
      customerId: project.customerId,
      actorId: by,
      entityType: 'projectTeamMember',
      entityId: userId,
      projectId: project.projectId,
      action: 'teamMemberAdd',
      after: { role, receiveQuestionEmail },
    },
    [tx.create(ProjectTeamMember, { ...member, receiveQuestionEmail })],
  );
}

/**
 * One lifecycle step, as PUT Projects/status takes it: decided by transitionProject with the publish
 * checklist counted, saved with its audit event; a scheduled publication gets its one-time schedule.
 */
async function takeStep(project: ProjectItem, step: Step, users: Record<DemoPerson, ProjectUser>) {
  const missing = await missingItemsOf(project);
  const decided = transitionProject(
    lifecycleProjectOf(project),
    {
      action: step.action,
      reason: step.reason,
      missingPublishItems: missing.length,
      approver: step.action === 'requestApproval' ? users.lead : undefined,
    },
    {
      now: new Date(),
      actor: step.by === 'scheduler' ? { kind: 'scheduler' } : { kind: 'user', user: users[step.by] },
      restrictProjectsToDepartments: false,
    },
  );
  if (!decided.ok) {
    const items = missing.map((item) => item.id).join(', ');
    throw new Error(`Demo project "${project.name}": ${step.action} refused (${decided.code}) ${items}`);
  }
  const { copyFormsAndInstructions: _copy, ...changes } = decided.changes;
  const cleared = Object.keys(changes).filter(
    (field) => changes[field as keyof typeof changes] === null && field in project,
  );
  const set = {
    status: decided.status!,
    phase: decided.phase,
    ...Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== null && value !== undefined),
    ),
  };
  if (decided.effects.includes('schedulePublication'))
    await scheduleAt({
      name: publicationSchedule(project.customerId, project.projectId),
      at: project.publishDate!,
      job: PUBLISH_JOB,
      payload: { projectId: project.projectId, version: project.version + 1 },
    });
  return saveProject(project, { set, remove: cleared } as Changes<ProjectItem>, {
    actorId: step.by === 'scheduler' ? SYSTEM_ACTOR : users[step.by].userId,
    action: step.action,
    before: { status: project.status, phase: project.phase },
    after: { ...set, ...(step.reason ? { reason: step.reason } : {}) },
  });
}

export interface SeededProjects {
  /** The drafts as inserted, by name; `finish` takes them to their status. */
  drafts: Map<string, ProjectItem>;
  finish: () => Promise<Map<string, ProjectItem>>;
}

/**
 * Inserts the demo projects, all at once (their automatic numbers follow no order), with their teams. The
 * lifecycle steps run in `finish`, once the caller has added what the checklist counts (compliance items,
 * invitations).
 */
export async function seedDemoProjects(
  customerId: string,
  nodeId: string,
  people: DemoPeople,
  lists: DemoListIds,
  units: DemoUnits,
): Promise<SeededProjects> {
  const definitions = demoProjects(lists, people);
  const drafts = new Map<string, ProjectItem>();
  await Promise.all(
    definitions.map(async ({ unit, steps: _steps, team: _team, ...project }) => {
      const [departmentId, divisionId] = units.get(unit)!;
      const item = await insertProject(
        {
          customerId,
          nodeId,
          projectId: randomUUID(),
          departmentId,
          divisionId,
          phase: 'build',
          type: 'source',
          kind: 'formal',
          ...(project.type === 'contract' ? {} : { sourceMethod: 'public' as const }),
          ...project,
          createdBy: project.createdBy!,
        },
        people.lead,
        (stored) => [searchRowPut(stored), searchGenerationBump(customerId)],
        (stored) => listUsageItems(customerId, undefined, stored),
      );
      drafts.set(item.name, item);
    }),
  );
  await Promise.all(
    definitions.flatMap((definition) =>
      [['lead', 'purchasingTeamMember'] as const, ...(definition.team ?? [])].map(([person, role]) =>
        addTeamMember(drafts.get(definition.name)!, people[person], role, people.lead),
      ),
    ),
  );

  const finish = async () => {
    const users = Object.fromEntries(
      await Promise.all(
        (Object.keys(people) as DemoPerson[]).map(
          async (person) => [person, (await projectUserById(customerId, people[person]))!] as const,
        ),
      ),
    ) as Record<DemoPerson, ProjectUser>;
    const done = new Map<string, ProjectItem>();
    await Promise.all(
      definitions.map(async (definition) => {
        let project = drafts.get(definition.name)!;
        for (const step of definition.steps ?? []) project = await takeStep(project, step, users);
        done.set(project.name, project);
      }),
    );
    return done;
  };
  return { drafts, finish };
}
