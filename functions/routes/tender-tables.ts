/**
 * The tender-tables group (decision 037): a project's bid forms (docs/product/tender.md#price-forms), the
 * routes that need the calculation engine, in their own Lambda with it: a form read with its figures, a form
 * added (empty or from a library template) and a form saved. The list, search, copies, deletes and reordering
 * are the tender-table-lists group's (functions/routes/tender-table-lists.ts), in a Lambda without the
 * engine. The spec's `tenderId` is the project. Under the Build route permission: reading needs build.view,
 * changing build.edit; the services add the project's own rights and the lock of
 * shared/domain/forms/requirements-lock.ts.
 */
import { formColumn } from '../../shared/domain/forms/form-fixtures.js';
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { FORM_ERRORS } from '../../shared/errors/forms.js';
import { LIBRARY_ERRORS } from '../../shared/errors/library.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { TENDER_TABLE_ERRORS } from '../../shared/errors/tender-tables.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZTenderTable,
  ZTenderTableCreate,
  ZTenderTableFromTemplate,
  ZTenderTableFromTemplateQuery,
  ZTenderTableLine,
  ZTenderTableQuery,
  ZTenderTableUpdate,
} from '../../shared/schemas/tender-tables.js';
import { defineRoutes, type RouteErrors } from './types.js';

const TABLES = '/api/v1/customer/{customerId}/node/{nodeId}/TenderTables';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const tenderTableId = '3d4c5b6a-7e8f-4a0b-9c1d-2e3f4a5b6c7d';
const onlineSubmissionTemplateId = '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8';

const tables = { group: 'tender-tables', auth: 'session', permission: 'projects/build' } as const;

/** A function, so that a bundle, whose route entries lose their examples, drops it and its builder too. */
const definitionExample = () => ({
  name: 'Schedule of prices',
  tableType: 'price',
  mandatory: true,
  sortOrder: 0,
  columns: [
    formColumn('c1', 'descriptiveText', { name: 'Item' }),
    formColumn('c2', 'quantity', { name: 'Quantity' }),
    formColumn('c3', 'unitPrice', { name: 'Unit price', bidderInput: true, required: true }),
    formColumn('c4', 'total', { name: 'Total', formula: 'c2 * c3', subtotal: true }),
  ],
  rows: [
    { id: 'r1', sortOrder: 1, required: true, optional: false, cells: { c1: 'Asphalt (tonnes)', c2: '120' } },
  ],
  maximumOptionalRows: 0,
  allowBidderRows: false,
  totalColumnKey: 'c4',
  includeSubtotal: true,
  autoTax: { taxTypeId: 'hst', percentage: '13' },
  includeInSummary: true,
  headingText: '',
  footerText: '',
  instructionsText: 'Enter a unit price for every line.',
  introductionText: '',
});

/** What the tender-tables Lambda answers with: the base codes and these areas' (decision 082). */
export const tenderTablesCatalogue = catalogueOf(
  FORM_ERRORS,
  LIBRARY_ERRORS,
  PROJECT_ACCESS_ERRORS,
  TENDER_TABLE_ERRORS,
);
type Code = CodeOf<typeof tenderTablesCatalogue>;

export const tenderTablesRoutes = defineRoutes([
  {
    ...tables,
    operationId: 'findTenderTable',
    method: 'GET',
    path: TABLES,
    summary:
      "A form: its definition, the version to save at, and the engine's figures for the buyer's cells.",
    params: ZTenantPath,
    query: ZTenderTableQuery,
    response: ZTenderTable,
    responseName: 'tenderTable',
    example: { params: customer, query: { tenderTableId } },
  },
  {
    ...tables,
    operationId: 'addTenderTable',
    method: 'POST',
    path: TABLES,
    summary:
      "Adds an empty form at the end of a project's list; its name is unique in the project, ignoring case.",
    params: ZTenantPath,
    body: ZTenderTableCreate,
    response: ZTenderTableLine,
    responseName: 'tenderTable',
    successStatus: 201,
    example: {
      params: customer,
      body: {
        projectId,
        name: 'Schedule of prices',
        tableType: 'price',
        mandatory: true,
        includeInSummary: true,
      },
    },
  },
  {
    ...tables,
    operationId: 'updateTenderTable',
    method: 'PUT',
    path: TABLES,
    summary:
      "Saves a whole form at the version it was read (409 if someone saved in between). The server recomputes every figure; totals sent that differ from its are refused (formTotalMismatch) with the server's figures.",
    params: ZTenantPath,
    body: ZTenderTableUpdate,
    response: ZTenderTable,
    responseName: 'tenderTable',
    example: { params: customer, body: { tenderTableId, version: 1, definition: definitionExample() } },
  },
  {
    ...tables,
    operationId: 'addTenderTableFromTemplate',
    method: 'POST',
    path: `${TABLES}/FromTemplate`,
    summary:
      'Adds a copy of a library bid-form template to a project, under a name unique in the project (ignoring case), at the end of the list.',
    params: ZTenantPath,
    query: ZTenderTableFromTemplateQuery,
    body: ZTenderTableFromTemplate,
    response: ZTenderTableLine,
    responseName: 'tenderTable',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: { onlineSubmissionTemplateId, name: 'Schedule of prices' },
    },
  },
]);

const LOCKS = ['tenderTablesClosed', 'tenderTablesSubmitted'] as const satisfies readonly Code[];
const FORM_RULES = [
  'formNameRequired',
  'formTaxRequired',
  'formDiscountRequired',
  'formOptionalRowsExceeded',
  'formFormulaInvalid',
  'formFormulaUnknownColumn',
  'formFormulaCycle',
  'formOptionsRequired',
  'formTotalColumnInvalid',
  'formDivisionByZero',
  'formNumberInvalid',
] as const satisfies readonly Code[];

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const tenderTablesRouteErrors: RouteErrors<Code> = {
  findTenderTable: ['tenderTableNotFound', 'projectNotAuthorized'],
  addTenderTable: ['projectNotFound', 'formNameNotUnique', ...LOCKS],
  updateTenderTable: [
    'conflict',
    'tenderTableNotFound',
    'formNameNotUnique',
    'formTotalMismatch',
    'formColumnInUse',
    'formColumnTypeLocked',
    ...FORM_RULES,
    ...LOCKS,
  ],
  addTenderTableFromTemplate: [
    'projectNotFound',
    'templateNotFound',
    'formTemplateExpected',
    'formNameNotUnique',
    ...FORM_RULES,
    ...LOCKS,
  ],
};
