import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ZProjectCreate, ZProjectUpdate } from '../../../shared/schemas/projects';
import { ZUserCreate } from '../../../shared/schemas/users';
import { ZVendorSearchQuery } from '../../../shared/schemas/vendor-directory';
import { serverAnswer } from './server-answer';
import { validateForm } from './validate-form';

const emptyProject = {
  startMode: 'copy',
  name: ' ',
  number: 'A/1',
  departmentId: '',
  divisionId: '',
  projectLeadId: '',
  sourceProjectId: '',
  copyFormsAndInstructions: false,
};

describe('validateForm', () => {
  it.each<[string, z.ZodMiniType, unknown]>([
    ['a project with every required field empty', ZProjectCreate, emptyProject],
    ['a nested section', ZProjectUpdate, { version: 0, settings: { name: '', number: '' } }],
    ['a user with a wrong email and an unknown field', ZUserCreate, { firstName: '', email: 'x', extra: 1 }],
  ])('says what the server says, field by field, in both languages: %s', (_, schema, body) => {
    for (const lang of ['en', 'fr'] as const) {
      const found = validateForm(schema, body, { lang });
      expect(found).toEqual(serverAnswer(schema, body, lang));
      expect(Object.keys(found!.fields).length).toBeGreaterThan(0);
    }
  });

  it("uses the catalogue's rule texts and the form's field names", () => {
    expect(validateForm(ZProjectCreate, emptyProject, { lang: 'en' })).toEqual({
      fields: {
        name: 'Name is required.',
        number: expect.stringContaining('must not contain any of these characters') as string,
        departmentId: 'Department is required.',
        divisionId: 'Division is required.',
        projectLeadId: 'Project lead is required.',
        sourceProjectId: 'This field is required.',
      },
      message: null,
    });
    expect(validateForm(ZProjectUpdate, { version: 1, settings: { name: '' } }, { lang: 'fr' })).toEqual({
      fields: { settings: 'Le nom est obligatoire.' },
      message: null,
    });
  });

  it('passes a body the server would accept', () => {
    const body = { ...emptyProject, name: 'Road', number: 'A-1', departmentId: 'd', divisionId: 'v' };
    expect(
      validateForm(ZProjectCreate, { ...body, projectLeadId: 'u', sourceProjectId: 'p' }, { lang: 'en' }),
    ).toBeNull();
  });

  it("refuses to word a catalogue rule whose area the screen did not import, which the server's bundle has", async () => {
    expect(() => validateForm(ZVendorSearchQuery, { name: 'ab' }, { lang: 'en' })).toThrow(
      /vendorSearchTooShort/,
    );
    await import('../../../shared/errors/vendor-directory');
    expect(validateForm(ZVendorSearchQuery, { name: 'ab' }, { lang: 'en' })).toEqual({
      fields: { name: 'Type at least 3 characters of the supplier’s name.' },
      message: null,
    });
  });
});
