/**
 * The demo agency's library of templates (decision 043), bid forms (decision 037) and submission
 * requirements (decision 039), written through the groups' own services, acting as the procurement lead:
 * the library's createTemplate, the forms' create then save (the engine computes the figures the server
 * stores, as when the editor saves), the requirements' settings and items (some inserted from the library,
 * as Build does). The requests are parsed with the routes' schemas first, as the API would. Everything is
 * written while the projects are drafts, before their lifecycle steps, so the lock refuses nothing and the
 * publish checklist counts it.
 */
import { User } from '../../functions/core/db/entities/user.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import { getItem } from '../../functions/core/db/ops.js';
import { permissionIdsOf, type SessionContext } from '../../functions/core/session.js';
import { createTemplate } from '../../functions/library/template-service.js';
import {
  addRequirementItem,
  addRequirementItemFromTemplate,
  updateRequirementSettings,
} from '../../functions/submission-requirements/requirement-service.js';
import { createTenderTable, updateTenderTable } from '../../functions/tender-tables/tender-table-service.js';
import type {
  FormColumn,
  FormColumnType,
  FormDefinition,
  FormRow,
} from '../../shared/domain/forms/form-model.js';
import { findFormProblems } from '../../shared/domain/forms/form-rules.js';
import { defaultRequirementSettings } from '../../shared/domain/projects/submission-requirements.js';
import { ZTemplateCreate, type TTemplateCreate } from '../../shared/schemas/library-templates.js';
import {
  ZRequirementItemCreate,
  ZRequirementSettingsUpdate,
  type TRequirementItemCreate,
  type TRequirementSettings,
} from '../../shared/schemas/submission-requirements.js';
import { ZTenderTableCreate, ZTenderTableUpdate } from '../../shared/schemas/tender-tables.js';
import type { DemoListIds } from './seed-lists.js';

/** The agency as createCustomer answered it. */
export interface DemoAgency {
  customerId: string;
  customerNodeId: string;
  tenderNodeId: string;
}

/**
 * The lead's session as the services read it (the agency, the user and the rights of their groups); the
 * seed signs nobody in, so the cookie fields are empty.
 */
export async function sessionOf(agency: DemoAgency, userId: string): Promise<SessionContext> {
  const user = await getItem(User, { customerId: agency.customerId, userId });
  if (!user) throw new Error(`Demo user ${userId} not found`);
  return {
    sessionKey: '',
    kind: 'buyer',
    userId,
    homeCustomerId: agency.customerId,
    customerId: agency.customerId,
    customerNodeId: agency.customerNodeId,
    tenderNodeId: agency.tenderNodeId,
    isSiteAdmin: false,
    permissionIds: await permissionIdsOf(agency.customerId, user.groupIds ?? []),
    xsrfToken: '',
    idleTimeoutMinutes: 0,
    lastActivityAt: '',
    expiresAt: 0,
  };
}

// ------------------------------------------------------------------------------------------------ forms

const column = (
  key: string,
  name: string,
  type: FormColumnType,
  width: number,
  extra: Partial<FormColumn> = {},
): FormColumn => ({
  key,
  name,
  type,
  sortOrder: Number(key.slice(1)),
  width,
  required: false,
  hiddenOnPublic: false,
  editableOnPublic: false,
  bidderInput: false,
  subtotal: false,
  ...extra,
});

/** Rows numbered r1, r2…, required unless optional. */
const rows = (lines: { cells: Record<string, string>; optional?: boolean }[]): FormRow[] =>
  lines.map(({ cells, optional = false }, i) => ({
    id: `r${i + 1}`,
    sortOrder: i + 1,
    required: !optional,
    optional,
    cells,
  }));

const form = (
  name: string,
  tableType: FormDefinition['tableType'],
  parts: Partial<FormDefinition> & Pick<FormDefinition, 'columns' | 'rows'>,
): FormDefinition => ({
  name,
  tableType,
  mandatory: true,
  sortOrder: 0,
  maximumOptionalRows: 0,
  allowBidderRows: false,
  includeSubtotal: tableType === 'price',
  includeInSummary: tableType === 'price',
  headingText: '',
  footerText: '',
  instructionsText: '',
  introductionText: '',
  ...parts,
});

/** Description, unit, quantity, unit price and total = quantity × unit price, the total column. */
const priceColumns = (unitPrice: Partial<FormColumn>) => [
  column('c1', 'Description', 'descriptiveText', 340),
  column('c2', 'Unit', 'unit', 90),
  column('c3', 'Quantity', 'quantity', 110),
  column('c4', 'Unit price', 'unitPrice', 130, unitPrice),
  column('c5', 'Total', 'total', 150, { formula: 'c3 * c4', subtotal: true }),
];

const line = (description: string, unit: string, quantity: string, unitPrice?: string) => ({
  c1: description,
  c2: unit,
  c3: quantity,
  ...(unitPrice === undefined ? {} : { c4: unitPrice }),
});

/**
 * Main Street's schedule: the City's estimate of each line (the buyer's unit prices), so the editor's
 * preview shows every figure the engine computes: the subtotal, 13% HST and a 2% prompt-pay discount.
 */
function mainStreetPrices(lists: DemoListIds): FormDefinition {
  return form('Schedule of prices', 'price', {
    columns: priceColumns({ required: true }),
    rows: rows([
      { cells: line('Asphalt milling, 50 mm depth', 'm²', '9800', '4.85') },
      { cells: line('Hot-mix asphalt paving, HL-3 surface course, 50 mm', 't', '1150.5', '128.50') },
      { cells: line('Hot-mix asphalt paving, HL-8 binder course, 60 mm', 't', '1380', '112.40') },
      { cells: line('Concrete curb and gutter repair', 'm', '420', '165.00') },
      {
        cells: line('Accessible curb ramp with tactile walking surface indicators', 'each', '16', '2850.00'),
      },
      { cells: line('Durable pavement markings', 'm', '3200', '3.75') },
      { cells: line('Traffic control and signage, all stages', 'lump sum', '1', '38500.00') },
      {
        cells: line('Crack sealing of adjacent side streets, if ordered', 'm', '1500', '2.40'),
        optional: true,
      },
    ]),
    maximumOptionalRows: 3,
    totalColumnKey: 'c5',
    autoTax: { taxTypeId: lists.tax['HST 13%']!, percentage: '13' },
    promptPayDiscount: { type: 'percentage', value: '2' },
    lineNumbering: { leadingCharacter: 'A', startNumber: 1 },
    headingText: 'Schedule of prices: road resurfacing, Main Street (First to Fifth avenues)',
    instructionsText:
      'Quantities are estimates; payment is made on the quantities measured in place at the unit prices ' +
      'bid. Unit prices exclude HST and include every cost of the work described in the specifications.',
    footerText: 'A line left blank is taken as included in the other lines, at no extra cost to the City.',
  });
}

function mainStreetSpecifications(): FormDefinition {
  return form('Material specifications', 'specification', {
    columns: [
      column('c1', 'Material', 'descriptiveText', 220),
      column('c2', 'City requirement', 'descriptiveText', 340),
      column('c3', 'Complies', 'yesNo', 110, { bidderInput: true, required: true }),
      column('c4', 'Proposed source or product', 'descriptiveText', 220, { bidderInput: true }),
    ],
    rows: rows([
      {
        cells: {
          c1: 'HL-3 surface asphalt',
          c2: 'OPSS 1150, PG 64-28 asphalt cement, recycled content at most 15%',
        },
      },
      { cells: { c1: 'HL-8 binder asphalt', c2: 'OPSS 1150, PG 58-28 asphalt cement' } },
      { cells: { c1: 'Curb concrete', c2: '32 MPa at 28 days, air-entrained, Class C-2 exposure' } },
      { cells: { c1: 'Tactile walking surface indicators', c2: 'Cast iron, truncated domes, CSA B651' } },
      { cells: { c1: 'Pavement marking material', c2: 'Methyl methacrylate, OPSS 1714' } },
    ]),
    instructionsText: 'Answer every line; name the plant or product you will supply.',
  });
}

function officeFurniturePrices(lists: DemoListIds): FormDefinition {
  return form('Furniture price schedule', 'price', {
    columns: priceColumns({ required: true }),
    rows: rows([
      { cells: line('Height-adjustable workstation desk, 1500 × 750 mm', 'each', '120', '685.00') },
      { cells: line('Ergonomic task chair, BIFMA X5.1 certified', 'each', '120', '389.00') },
      { cells: line('Meeting table, 10 seats', 'each', '12', '1240.00') },
      { cells: line('Delivery, assembly and removal of packaging', 'lump sum', '1', '8500.00') },
    ]),
    totalColumnKey: 'c5',
    autoTax: { taxTypeId: lists.tax['HST 13%']!, percentage: '13' },
    lineNumbering: { leadingCharacter: '', startNumber: 1 },
    instructionsText: 'Prices are firm for the contract and exclude HST.',
  });
}

function officeFurnitureSpecifications(): FormDefinition {
  return form('Product specifications', 'specification', {
    columns: [
      column('c1', 'Requirement', 'descriptiveText', 360),
      column('c2', 'Compliance', 'exceedsMeetsDoesNotMeet', 170, { bidderInput: true, required: true }),
      column('c3', 'Model offered', 'descriptiveText', 220, { bidderInput: true }),
    ],
    rows: rows([
      { cells: { c1: 'Desk height range of at least 650 to 1250 mm, electric, two memory settings' } },
      { cells: { c1: 'Chair warranty of at least ten years on mechanism and frame' } },
      { cells: { c1: 'GREENGUARD Gold certification for every product' } },
    ]),
  });
}

/**
 * A small price form whose unit prices the bidders enter (the demo's bids, seed-bids.ts, fill it): the
 * opening and the bid analysis compare their totals.
 */
function bidderPriceForm(
  lists: DemoListIds,
  name: string,
  lines: [description: string, unit: string, quantity: string][],
): FormDefinition {
  return form(name, 'price', {
    columns: priceColumns({ bidderInput: true, required: true }),
    rows: rows(lines.map(([description, unit, quantity]) => ({ cells: line(description, unit, quantity) }))),
    totalColumnKey: 'c5',
    autoTax: { taxTypeId: lists.tax['HST 13%']!, percentage: '13' },
    lineNumbering: { leadingCharacter: '', startNumber: 1 },
    instructionsText: 'Enter a unit price for every line. Prices exclude HST.',
  });
}

/**
 * The projects the demo's companies bid on online (seed-bids.ts): a price form, a document, a question,
 * the terms.
 */
function onlineBidRequirements(priceForm: FormDefinition): DemoRequirements {
  return {
    settings: {
      documents: { used: true },
      prices: { used: true },
      questions: { used: true },
      terms: { used: true, acceptanceRequired: true },
    },
    fromLibrary: [
      ['document', 'Certificate of insurance'],
      ['question', 'Years in business'],
      ['terms', 'Irrevocability of bids'],
    ],
    items: [],
    forms: [priceForm],
  };
}

/** The library's bid form: lines a buyer completes, unit prices left to the bidder. */
function unitPriceTemplate(lists: DemoListIds): FormDefinition {
  return form('Schedule of unit prices', 'price', {
    columns: priceColumns({ bidderInput: true, required: true }),
    rows: rows([
      { cells: line('Mobilization and demobilization', 'lump sum', '1') },
      { cells: line('Traffic control', 'lump sum', '1') },
      { cells: line('Restoration of disturbed boulevards with topsoil and sod', 'm²', '') },
    ]),
    maximumOptionalRows: 3,
    totalColumnKey: 'c5',
    autoTax: { taxTypeId: lists.tax['HST 13%']!, percentage: '13' },
    lineNumbering: { leadingCharacter: '', startNumber: 1 },
    instructionsText: 'Enter a unit price for every line. Prices exclude HST.',
  });
}

// ---------------------------------------------------------------------------------------------- library

const documentUpload = (name: string, instructions: string, minimumPageCount = 1): TTemplateCreate => ({
  groupName: 'document',
  name,
  content: { instructions, mandatory: true, minimumPageCount },
});

function libraryTemplates(lists: DemoListIds): TTemplateCreate[] {
  return [
    documentUpload(
      'Certificate of insurance',
      'A certificate of commercial general liability insurance of at least $5,000,000 per occurrence, ' +
        'naming the City of Demoville as additional insured, in force for the whole contract.',
    ),
    documentUpload(
      'Safety program',
      'Your written health and safety program, with its policy signed by a senior officer, as the ' +
        'Occupational Health and Safety Act requires.',
      2,
    ),
    documentUpload(
      'WSIB clearance certificate',
      'A current clearance certificate from the Workplace Safety and Insurance Board.',
    ),
    {
      groupName: 'instruction',
      name: 'Completing the schedule of prices',
      content: {
        text:
          'Enter a unit price for every line of the schedule. Quantities are estimates: payment is made on ' +
          'the quantities measured in place at the unit prices bid. Prices exclude HST, which the City adds.',
      },
    },
    {
      groupName: 'instruction',
      name: 'Addenda and questions',
      content: {
        text:
          'The City answers questions only in writing, by addendum, until the question deadline. Every ' +
          'addendum forms part of the bid documents; acknowledge each one in your submission.',
      },
    },
    {
      groupName: 'question',
      name: 'Years in business',
      content: {
        text: 'How many years has your firm been in business under its current name?',
        answerType: 'number',
        mandatory: true,
      },
    },
    {
      groupName: 'question',
      name: 'Similar municipal projects',
      content: {
        text:
          'Describe up to three municipal projects of similar scope and value your firm completed in the ' +
          'last five years: owner, value and year of completion.',
        answerType: 'text',
        mandatory: true,
      },
    },
    {
      groupName: 'security',
      name: 'Bid bond, 10%',
      content: {
        kind: 'bidBond',
        amountType: 'percentage',
        value: '10',
        description:
          'A bid bond of 10% of the total bid price, from a surety licensed to do business in Ontario, ' +
          'valid for 90 days after the closing date.',
      },
    },
    {
      groupName: 'security',
      name: 'Performance bond, 50%',
      content: {
        kind: 'performanceBond',
        amountType: 'percentage',
        value: '50',
        description:
          'The successful bidder delivers a performance bond of 50% of the contract price within ten ' +
          'business days of the award.',
      },
    },
    {
      groupName: 'terms',
      name: 'Irrevocability of bids',
      content: { text: 'A bid is irrevocable for 90 days after the closing date.' },
    },
    {
      groupName: 'terms',
      name: 'Right to reject bids',
      content: {
        text:
          'The City may reject any or all bids and waive irregularities it considers minor, and is not ' +
          'bound to accept the lowest bid.',
      },
    },
    {
      groupName: 'tenderTable',
      name: 'Schedule of unit prices',
      content: { definition: unitPriceTemplate(lists) },
    },
  ];
}

// -------------------------------------------------------------------------------------------- projects

type Section = keyof TRequirementSettings;

/** What a project's submission requirements hold: sections used, items (new or from the library), forms. */
interface DemoRequirements {
  settings: { [S in Section]?: Partial<TRequirementSettings[S]> };
  /** Library templates inserted as items, by name and group. */
  fromLibrary: [TTemplateCreate['groupName'], string][];
  items: TRequirementItemCreate[];
  forms: FormDefinition[];
}

function demoRequirements(lists: DemoListIds): Record<string, DemoRequirements> {
  return {
    'Road resurfacing, Main Street': {
      settings: {
        documents: { used: true, introduction: 'Attach each document as a PDF.' },
        instructions: { used: true },
        prices: { used: true },
        questions: { used: true },
        references: {
          used: true,
          required: 3,
          introduction: 'Municipal owners for whom you resurfaced a road in the last five years.',
        },
        security: { used: true, bondTitle: 'Bid security' },
        specifications: { used: true, title: 'Material specifications' },
        terms: { used: true, acceptanceRequired: true },
      },
      fromLibrary: [
        ['document', 'Certificate of insurance'],
        ['document', 'Safety program'],
        ['question', 'Years in business'],
        ['security', 'Bid bond, 10%'],
        ['terms', 'Irrevocability of bids'],
        ['instruction', 'Completing the schedule of prices'],
      ],
      items: [
        {
          kind: 'question',
          title: 'Proposed site superintendent',
          content: {
            text:
              'Name the site superintendent you propose for the works and describe their experience on ' +
              'urban road resurfacing under traffic.',
            answerType: 'text',
            mandatory: true,
          },
        },
      ],
      forms: [mainStreetPrices(lists), mainStreetSpecifications()],
    },
    'Office furniture supply': {
      settings: {
        documents: { used: true },
        instructions: { used: true },
        prices: { used: true },
        questions: { used: true },
        references: { used: true, required: 2 },
        specifications: { used: true, title: 'Product specifications' },
        terms: { used: true, acceptanceRequired: true },
      },
      fromLibrary: [
        ['document', 'Certificate of insurance'],
        ['terms', 'Right to reject bids'],
      ],
      items: [
        {
          kind: 'document',
          title: 'Product data sheets',
          content: {
            instructions: 'The manufacturer’s data sheet of every product offered, with its finishes.',
            mandatory: true,
            minimumPageCount: 1,
          },
        },
        {
          kind: 'instruction',
          title: 'Samples',
          content: {
            text:
              'The City may ask the three lowest bidders for a sample task chair and desk, delivered to City ' +
              'Hall within ten business days at no cost to the City.',
          },
        },
        {
          kind: 'question',
          title: 'Delivery lead time',
          content: {
            text: 'How many weeks after the purchase order will you deliver the whole order?',
            answerType: 'number',
            mandatory: true,
          },
        },
      ],
      forms: [officeFurniturePrices(lists), officeFurnitureSpecifications()],
    },
    'Tree planting program 2026': onlineBidRequirements(
      bidderPriceForm(lists, 'Tree planting prices', [
        ['Street tree, 50 mm caliper, supplied and planted', 'each', '1200'],
        ['Watering and care, two seasons', 'each', '1200'],
        ['Replacement of trees lost in the first year', 'each', '60'],
      ]),
    ),
    'Playground equipment, Riverside Park': onlineBidRequirements(
      bidderPriceForm(lists, 'Playground prices', [
        ['Accessible play structure, supplied and installed', 'lump sum', '1'],
        ['Swing set, four bays', 'each', '2'],
        ['Poured-in-place rubber safety surfacing', 'm²', '640'],
      ]),
    ),
  };
}

/** The settings record: the defaults with `changes` per section. */
function settingsOf(changes: DemoRequirements['settings']): TRequirementSettings {
  const settings: Record<string, object> = defaultRequirementSettings();
  for (const [section, change] of Object.entries(changes))
    settings[section] = { ...settings[section], ...change };
  return settings as TRequirementSettings;
}

/** A form whose engine reports a problem would be refused by the save: say which, rather than half-seed. */
function checkedForm(definition: FormDefinition, where: string): FormDefinition {
  const problems = findFormProblems(definition);
  if (problems.length > 0)
    throw new Error(`Demo form "${definition.name}" of ${where}: ${JSON.stringify(problems)}`);
  return definition;
}

/** A form as the editor makes it: created empty, then saved whole (the server computes its figures). */
async function addForm(session: SessionContext, projectId: string, definition: FormDefinition) {
  const created = await createTenderTable(
    session,
    ZTenderTableCreate.parse({
      projectId,
      name: definition.name,
      tableType: definition.tableType,
      mandatory: definition.mandatory,
      includeInSummary: definition.includeInSummary,
    }),
    'en',
  );
  await updateTenderTable(
    session,
    ZTenderTableUpdate.parse({
      tenderTableId: created.tenderTableId,
      version: created.version,
      definition: { ...definition, sortOrder: created.sortOrder },
    }),
    'en',
  );
}

/**
 * Adds the library's templates, then the bid forms and submission requirements of the projects that have
 * some, acting as `leadId`. One project's writes go one after another (each new form or item takes the
 * next place in its list); the projects go at once.
 */
export async function seedDemoRequirements(
  agency: DemoAgency,
  leadId: string,
  projects: ReadonlyMap<string, ProjectItem>,
  lists: DemoListIds,
): Promise<void> {
  const session = await sessionOf(agency, leadId);
  const templates = new Map<string, string>();
  await Promise.all(
    libraryTemplates(lists).map(async (body) => {
      if (body.groupName === 'tenderTable') checkedForm(body.content.definition, 'the library');
      const template = await createTemplate(session, ZTemplateCreate.parse(body));
      templates.set(`${body.groupName}/${body.name}`, template.onlineSubmissionTemplateId);
    }),
  );

  await Promise.all(
    Object.entries(demoRequirements(lists)).map(async ([name, requirements]) => {
      const project = projects.get(name);
      if (!project) throw new Error(`No demo project named "${name}"`);
      const { projectId } = project;
      await updateRequirementSettings(
        session,
        projectId,
        ZRequirementSettingsUpdate.parse({ version: 0, settings: settingsOf(requirements.settings) }),
        'en',
      );
      for (const [group, template] of requirements.fromLibrary)
        await addRequirementItemFromTemplate(
          session,
          projectId,
          templates.get(`${group}/${template}`)!,
          'en',
        );
      for (const item of requirements.items)
        await addRequirementItem(session, projectId, ZRequirementItemCreate.parse(item), 'en');
      for (const definition of requirements.forms)
        await addForm(session, projectId, checkedForm(definition, name));
    }),
  );
}
