import { describe, expect, it } from 'vitest';
import {
  defaultRequirementSettings,
  DOCUMENT_REQUIREMENTS_MAX,
  findIncompleteRequirementSections,
  findRequirementItemProblem,
  isSpecificationTitleValid,
  REQUIREMENT_ITEMS_PER_KIND_MAX,
  requirementsChecklistContext,
  type RequirementItemKind,
  type RequirementSettingsFacts,
} from './submission-requirements.js';

/** The defaults with some sections used and changed. */
function settingsWith(changes: Partial<RequirementSettingsFacts>): RequirementSettingsFacts {
  return { ...defaultRequirementSettings(), ...changes };
}
const items = (...kinds: RequirementItemKind[]) => kinds.map((kind) => ({ kind }));
const noForms = { price: 0, specification: 0 };

describe('defaultRequirementSettings', () => {
  it('uses no section, asks one reference and sets every flag off', () => {
    const settings = defaultRequirementSettings();
    expect(Object.values(settings).every((section) => !section.used)).toBe(true);
    expect(settings.references.required).toBe(1);
    expect([
      settings.security.onlyDigitalBond,
      settings.subcontractors.mandatory,
      settings.terms.acceptanceRequired,
    ]).toEqual([false, false, false]);
  });
});

describe('isSpecificationTitleValid', () => {
  it.each([
    ['', true],
    ['Technical specifications', true],
    ['Devis technique - Phase 2', true],
    ['Spécifications de l’entrepreneur', true],
    ["O'Brien & Sons, Ltd. (phase 1/2)", true],
    ['Lüftungstechnik 3', true],
    ['技术规格', true],
    ['Specs <script>', false],
    ['Price: $100', false],
    ['50% done', false],
    ['"Quoted"', false],
    ['Tab\there', false],
    ['Semi;colon', false],
  ])('"%s": %s', (title, expected) => {
    expect(isSpecificationTitleValid(title)).toBe(expected);
  });
});

describe('findRequirementItemProblem', () => {
  const titles = (count: number) => Array.from({ length: count }, (_, i) => `Item ${i}`);
  it.each<[RequirementItemKind, string, string[], boolean, string | undefined]>([
    ['document', 'Insurance', ['Bond'], true, undefined],
    ['document', '  insurance ', ['Insurance'], true, 'requirementTitleNotUnique'],
    ['question', 'How  many staff?', ['how many staff?'], false, 'requirementTitleNotUnique'],
    ['document', 'Eleventh', titles(DOCUMENT_REQUIREMENTS_MAX), true, 'requirementDocumentsTooMany'],
    ['document', 'Renamed', titles(DOCUMENT_REQUIREMENTS_MAX - 1), false, undefined],
    ['question', 'Eleventh', titles(DOCUMENT_REQUIREMENTS_MAX), true, undefined],
    ['terms', 'One more', titles(REQUIREMENT_ITEMS_PER_KIND_MAX), true, 'requirementItemsTooMany'],
    ['instruction', 'One more', titles(REQUIREMENT_ITEMS_PER_KIND_MAX - 1), true, undefined],
  ])('%s "%s" among %j (adding %s): %s', (kind, title, others, adding, expected) => {
    expect(findRequirementItemProblem(kind, title, others, adding)).toBe(expected);
  });
});

describe('findIncompleteRequirementSections', () => {
  const used = { used: true };
  it.each<[string, Partial<RequirementSettingsFacts>, RequirementItemKind[], typeof noForms, string[]]>([
    ['nothing used', {}, [], noForms, []],
    ['instructions without an instruction', { instructions: used }, ['question'], noForms, ['instructions']],
    ['instructions with one', { instructions: used }, ['instruction'], noForms, []],
    ['prices without a price form', { prices: used }, [], { price: 0, specification: 2 }, ['prices']],
    ['prices with a price form', { prices: used }, [], { price: 1, specification: 0 }, []],
    ['questions without a question', { questions: used }, [], noForms, ['questions']],
    ['terms without a term', { terms: { ...used, acceptanceRequired: true } }, [], noForms, ['terms']],
    ['terms with one', { terms: { ...used, acceptanceRequired: false } }, ['terms'], noForms, []],
    [
      'specifications without a title',
      { specifications: used },
      [],
      { price: 0, specification: 1 },
      ['specifications'],
    ],
    [
      'specifications without a form',
      { specifications: { ...used, title: 'Specs' } },
      [],
      noForms,
      ['specifications'],
    ],
    [
      'specifications with a title and a form',
      { specifications: { ...used, title: 'Specs' } },
      [],
      { price: 0, specification: 1 },
      [],
    ],
    [
      'references and subcontractors complete by their settings',
      { references: { ...used, required: 3 }, subcontractors: { ...used, mandatory: true } },
      [],
      noForms,
      [],
    ],
    [
      'several, in checklist order',
      { terms: { ...used, acceptanceRequired: false }, questions: used, instructions: used },
      [],
      noForms,
      ['instructions', 'questions', 'terms'],
    ],
  ])('%s', (_name, changes, kinds, forms, expected) => {
    expect(findIncompleteRequirementSections(settingsWith(changes), items(...kinds), forms)).toEqual(
      expected,
    );
  });
});

describe('requirementsChecklistContext', () => {
  it('counts forms and document uploads as online fields', () => {
    const context = requirementsChecklistContext(
      defaultRequirementSettings(),
      items('document', 'document', 'question'),
      { price: 1, specification: 1 },
    );
    expect(context.onlineFormOrUploadFieldCount).toBe(4);
    expect(context.bondRequired).toBe(false);
    expect(context.digitalBondRequired).toBe(false);
  });

  it.each<[string, RequirementSettingsFacts['security'], RequirementItemKind[], object]>([
    [
      'security used: a bond title is required',
      { used: true, onlyDigitalBond: false },
      ['security'],
      { bondRequired: true, bondTitle: undefined, digitalBondRequired: false, digitalBondCount: 0 },
    ],
    [
      'only digital bonds: they are counted',
      { used: true, bondTitle: 'Bid bond', onlyDigitalBond: true },
      ['security', 'security', 'terms'],
      { bondRequired: true, bondTitle: 'Bid bond', digitalBondRequired: true, digitalBondCount: 2 },
    ],
    [
      'security not used: nothing asked, whatever its flags',
      { used: false, onlyDigitalBond: true },
      ['security'],
      { bondRequired: false, digitalBondRequired: false, digitalBondCount: 0 },
    ],
  ])('%s', (_name, security, kinds, expected) => {
    expect(requirementsChecklistContext(settingsWith({ security }), items(...kinds), noForms)).toMatchObject(
      expected,
    );
  });

  it('carries the incomplete sections', () => {
    const context = requirementsChecklistContext(settingsWith({ questions: { used: true } }), [], noForms);
    expect(context.incompleteRequirementSections).toEqual(['questions']);
  });
});
