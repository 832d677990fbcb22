import { describe, expect, it } from 'vitest';
import { ZProject, ZProjectCreate, ZProjectStatusAction, ZProjectUpdate } from './projects.js';
import { ZProjectSearch, ZSavedProjectSearch } from './project-search-query.js';

const people = { departmentId: 'roads', divisionId: 'winter', projectLeadId: 'u1' };

describe('ZProjectCreate: the ways to start', () => {
  it.each<[string, unknown]>([
    [
      'new with an automatic number',
      { startMode: 'new', name: 'Salt', type: 'source', sourceMethod: 'public', ...people },
    ],
    [
      'new with a typed number',
      { startMode: 'new', name: 'Salt', number: 'RFP-1', type: 'contract', ...people },
    ],
    [
      'a template from a project',
      {
        startMode: 'copy',
        name: 'Salt',
        sourceProjectId: 'p1',
        copyFormsAndInstructions: true,
        asTemplate: true,
        ...people,
      },
    ],
    [
      'copy with forms',
      { startMode: 'copy', name: 'Salt', sourceProjectId: 'p1', copyFormsAndInstructions: true, ...people },
    ],
    [
      'from a template',
      { startMode: 'template', name: 'Salt', templateId: 't1', copyFormsAndInstructions: false, ...people },
    ],
    ['informal', { startMode: 'informal', name: 'Salt', ...people }],
    ['planned notice', { startMode: 'plannedNotice', name: 'Salt', sourceMethod: 'limited', ...people }],
  ])('accepts %s', (_case, body) => {
    expect(ZProjectCreate.safeParse(body).success).toBe(true);
  });

  it.each<[string, unknown, string]>([
    [
      'a number with a forbidden character',
      { startMode: 'new', name: 'Salt', number: 'RFP/1', type: 'source', ...people },
      'number',
    ],
    ['an empty name', { startMode: 'new', name: '  ', type: 'source', ...people }, 'name'],
    [
      'no department',
      { startMode: 'informal', name: 'Salt', divisionId: 'd', projectLeadId: 'u' },
      'departmentId',
    ],
    [
      'a copy without the forms choice',
      { startMode: 'copy', name: 'Salt', sourceProjectId: 'p1', ...people },
      'copyFormsAndInstructions',
    ],
    ['an unknown type', { startMode: 'new', name: 'Salt', type: 'rfq', ...people }, 'type'],
    ['a template from scratch', { startMode: 'new', name: 'Salt', type: 'template', ...people }, 'type'],
    ['an unknown field', { startMode: 'informal', name: 'Salt', status: 'published', ...people }, ''],
    ['an unknown start mode', { startMode: 'clone', name: 'Salt', ...people }, 'startMode'],
  ])('refuses %s', (_case, body, field) => {
    const result = ZProjectCreate.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('reports the forbidden characters with the catalogue code', () => {
    const result = ZProjectCreate.safeParse({
      startMode: 'new',
      name: 'S',
      number: 'A+B',
      type: 'source',
      ...people,
    });
    expect(result.error?.issues[0]?.message).toBe('projectNumberForbiddenCharacters');
  });
});

describe('ZProjectUpdate', () => {
  it.each<[string, unknown, boolean]>([
    ['settings only', { version: 3, settings: { name: 'Salt 2' } }, true],
    ['a value as Money', { version: 3, details: { estimatedTotalValue: '1000000000000.00' } }, true],
    ['a value with one decimal', { version: 3, details: { estimatedTotalValue: '1234.5' } }, true],
    ['a value above the limit', { version: 3, details: { estimatedTotalValue: '1000000000000.01' } }, false],
    ['a negative value', { version: 3, details: { estimatedTotalValue: '-1' } }, false],
    ['a value with fractions of a cent', { version: 3, details: { estimatedTotalValue: '1.005' } }, false],
    ['a value as a JSON number', { version: 3, details: { estimatedTotalValue: 1234.5 } }, false],
    ['a cleared date', { version: 3, dates: { closingDate: null } }, true],
    ['a UTC date', { version: 3, dates: { closingDate: '2026-06-15T16:00:00Z' } }, true],
    ['a date without zone', { version: 3, dates: { closingDate: '2026-06-15T16:00' } }, false],
    ['a meeting without location', { version: 3, dates: { meetings: [{ meetingId: 'm1' }] } }, false],
    ['no version', { settings: { name: 'x' } }, false],
    ['the status (not editable)', { version: 3, settings: { status: 'published' } }, false],
  ])('%s → %s', (_case, body, ok) => {
    expect(ZProjectUpdate.safeParse(body).success).toBe(ok);
  });
});

describe('ZProjectStatusAction', () => {
  it.each<[unknown, boolean]>([
    [{ action: 'publish', version: 1 }, true],
    [{ action: 'requestApproval', version: 1, approverId: 'u2' }, true],
    [{ action: 'cancel', version: 1, reason: 'Budget' }, true],
    [{ action: 'delete', version: 1, confirmed: true }, true],
    [{ action: 'publishDue', version: 1 }, false],
    [{ action: 'close', version: 1 }, false],
    [{ action: 'award', version: 1 }, false],
  ])('%j → %s', (body, ok) => {
    expect(ZProjectStatusAction.safeParse(body).success).toBe(ok);
  });
});

describe('ZProjectSearch and ZSavedProjectSearch', () => {
  it('fills the page defaults', () => {
    expect(ZProjectSearch.parse({})).toEqual({ limit: 20, start: 0 });
  });

  it.each<[unknown, boolean]>([
    [{ limit: 1000, start: 40, searchText: 'salt', status: ['published', 'closed'] }, true],
    [{ limit: 1001 }, false],
    [{ start: -1 }, false],
    [{ dateFrom: '2026-01-01T00:00:00Z', dateTo: '2026-01-01T00:00:00.000Z' }, true],
    [{ dateFrom: '2026-02-01T00:00:00Z', dateTo: '2026-01-01T00:00:00Z' }, false],
    [{ status: ['draft'] }, false],
    [{ searchCriteria: { sourceMethod: ['invitational'], phase: ['build'] } }, true],
    [{ sort: { column: 'closingDate', direction: 'desc' } }, true],
    [{ sort: { column: 'secret', direction: 'desc' } }, false],
  ])('%j → %s', (body, ok) => {
    expect(ZProjectSearch.safeParse(body).success).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    [{ name: 'Open bids', shared: true, criteria: { status: ['published'] } }, true],
    [{ name: '', shared: false, criteria: {} }, false],
    [{ name: 'Mine', criteria: {} }, false],
    [{ name: 'Mine', shared: false, criteria: { limit: 5 } }, false],
  ])('saved search %j → %s', (body, ok) => {
    expect(ZSavedProjectSearch.safeParse(body).success).toBe(ok);
  });
});

describe('ZProject', () => {
  it('reads a project as the API returns it, with the tender defaults', () => {
    const project = ZProject.parse({
      projectId: 'p1',
      nodeId: 'n1',
      kind: 'formal',
      status: 'design',
      phase: 'build',
      createdBy: 'u1',
      name: 'Salt',
      number: 'RFP-00001',
      numberAutoGenerated: true,
      type: 'source',
      tender: { submissionMethod: 'online' },
      version: 1,
      createdAt: '2026-05-01T12:00:00.000Z',
      updatedAt: '2026-05-01T12:00:00.000Z',
    });
    expect(project.tender?.questionReminderEmailDays).toBe(7);
    expect(project.localVendorPreference).toBe('notApplicable');
  });
});
