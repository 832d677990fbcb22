import { describe, expect, it } from 'vitest';
import { defaultRequirementSettings } from '../../../../../shared/domain/projects/submission-requirements';
import type {
  TRequirementSettings,
  TSubmissionRequirements,
} from '../../../../../shared/schemas/submission-requirements';
import {
  findSettingsProblems,
  focusTargetOf,
  itemsOfKind,
  lockReasonOf,
  movedIds,
  sectionCount,
  settingsChanged,
  settingsFieldOf,
  settingsToSave,
  withSection,
} from './requirements-view';

const defaults = (): TRequirementSettings => defaultRequirementSettings();
const item = (id: string, kind: string, sortOrder: number) => ({
  submissionRequirementId: id,
  projectId: 'p',
  kind: kind as 'question',
  title: id,
  content: {},
  sortOrder,
  version: 1,
  createdAt: '',
  updatedAt: '',
});
const answer = (over: Partial<TSubmissionRequirements> = {}): TSubmissionRequirements => ({
  projectId: 'p',
  settings: defaults(),
  settingsVersion: 0,
  items: [item('q2', 'question', 2), item('d1', 'document', 1), item('q1', 'question', 1)],
  forms: { price: 2, specification: 0 },
  lock: null,
  completedSubmissions: 0,
  incompleteSections: [],
  ...over,
});

describe('the edit view', () => {
  it("lists a kind's items in their order, whatever the answer's order", () => {
    expect(itemsOfKind(answer().items, 'question').map((i) => i.submissionRequirementId)).toEqual([
      'q1',
      'q2',
    ]);
  });

  it.each([
    ['documents', 1],
    ['questions', 2],
    ['terms', 0],
    ['prices', 2],
    ['specifications', 0],
    ['references', null],
    ['subcontractors', null],
  ] as const)('counts what the %s section holds: %s', (section, count) => {
    expect(sectionCount(section, answer())).toBe(count);
  });

  it.each([
    [null, 0, null],
    ['tenderTablesClosed', 0, { key: 'closed' }],
    ['tenderTablesSubmitted', 3, { key: 'submitted', count: 3 }],
  ] as const)('says why the requirements are locked: %s', (lock, completedSubmissions, reason) => {
    expect(lockReasonOf({ lock, completedSubmissions })).toEqual(reason);
  });
});

describe("the publish checklist's links land on the control that fixes the item", () => {
  const used = withSection(withSection(defaults(), 'questions', { used: true }), 'prices', { used: true });
  it.each([
    ['bondTitle', 'security.bondTitle'],
    ['onlineForms', 'prices.link'],
    ['digitalBonds', 'security.used'],
    ['requirements.questions', 'questions.link'],
    ['requirements.terms', 'terms.used'],
    ['requirements.nothing', null],
    ['requirements.questions.extra', null],
    ['publishDate', null],
  ])('%s → %s', (field, target) => {
    expect(focusTargetOf(field, used)).toBe(target);
  });
});

describe('the settings record', () => {
  it('refuses a specification title with special characters and a reference count out of range', () => {
    const bad = withSection(withSection(defaults(), 'specifications', { title: 'Specs <b>' }), 'references', {
      required: 11,
    });
    expect(findSettingsProblems(bad)).toEqual({
      'specifications.title': 'specificationTitleInvalid',
      'references.required': 'referencesRange',
    });
    const fine = withSection(defaults(), 'specifications', { title: 'Devis & plans (section 2)' });
    expect(findSettingsProblems(fine)).toEqual({});
    expect(findSettingsProblems(withSection(defaults(), 'references', { required: Number.NaN }))).toEqual({
      'references.required': 'referencesRange',
    });
  });

  it('is saved trimmed, an empty text left out, and a change of spaces only is no change', () => {
    const draft = withSection(
      withSection(defaults(), 'documents', { used: true, introduction: '  Attach PDFs.  ' }),
      'security',
      { bondTitle: '   ' },
    );
    const saved = settingsToSave(draft);
    expect(saved.documents).toEqual({ used: true, introduction: 'Attach PDFs.' });
    expect(saved.security).toEqual({ used: false, onlyDigitalBond: false });
    expect(settingsChanged(withSection(defaults(), 'security', { bondTitle: ' ' }), defaults())).toBe(false);
    expect(settingsChanged(draft, defaults())).toBe(true);
  });

  it("names a refused field by the form's names", () => {
    expect(settingsFieldOf('body.settings.specifications.title')).toBe('specifications.title');
    expect(settingsFieldOf('body.version')).toBeNull();
  });
});

describe('reordering', () => {
  it.each([
    ['b', -1, ['b', 'a', 'c']],
    ['b', 1, ['a', 'c', 'b']],
    ['a', -1, null],
    ['c', 1, null],
    ['x', 1, null],
  ] as const)('moves %s by %s', (id, delta, expected) => {
    expect(movedIds(['a', 'b', 'c'], id, delta)).toEqual(expected);
  });
});
