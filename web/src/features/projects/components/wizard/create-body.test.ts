import { describe, expect, it } from 'vitest';
import { ZProjectCreate } from '../../../../../../shared/schemas/projects';
import { validateForm } from '../../../../lib/validate-form';
import { createBodyOf, type Fields } from './create-body';

const EMPTY: Fields = {
  startMode: 'new',
  sourceProjectId: '',
  templateId: '',
  copyFormsAndInstructions: true,
  asTemplate: false,
  name: '  ',
  type: 'source',
  sourceMethod: 'public',
  departmentId: '',
  divisionId: '',
  projectLeadId: 'u1',
  numbering: 'auto',
  number: '',
};

/** What the wizard shows on submit, before it sends anything: its body, checked with the route's schema. */
const instantCheck = (fields: Fields, lang: 'en' | 'fr' = 'en') =>
  validateForm(ZProjectCreate, createBodyOf(fields), { lang })?.fields;

describe('the new-project wizard: the instant check of what it would send', () => {
  it("refuses the empty required fields in the catalogue's words, in the user's language", () => {
    expect(instantCheck(EMPTY)).toEqual({
      name: 'Name is required.',
      departmentId: 'Department is required.',
      divisionId: 'Division is required.',
    });
    expect(instantCheck(EMPTY, 'fr')).toMatchObject({ name: 'Le nom est obligatoire.' });
  });

  it('asks for the project to copy, and a typed number without forbidden characters', () => {
    const filled = { ...EMPTY, name: 'Bridge', departmentId: 'd1', divisionId: 'v1' };
    expect(instantCheck({ ...filled, startMode: 'copy' })).toEqual({
      sourceProjectId: 'This field is required.',
    });
    expect(instantCheck({ ...filled, numbering: 'typed', number: ' ' })).toEqual({
      number: 'Number is required.',
    });
    expect(instantCheck({ ...filled, numbering: 'typed', number: 'BR/1' })).toEqual({
      number: 'The project number must not contain any of these characters: * . " / \\ [ ] : ; | , ( ) + =',
    });
    expect(instantCheck({ ...filled, numbering: 'typed', number: 'BR-1' })).toBeUndefined();
    expect(instantCheck({ ...filled, numbering: 'auto', number: 'BR/1' })).toBeUndefined();
  });
});
