import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { catalogueOf, type CatalogueArea } from '../../../shared/errors';
import { PROJECT_ERRORS } from '../../../shared/errors/projects';
import { VENDOR_DIRECTORY_ERRORS } from '../../../shared/errors/vendor-directory';
import { ZProjectCreate, ZProjectUpdate } from '../../../shared/schemas/projects';
import { ZUserCreate } from '../../../shared/schemas/users';
import { ZVendorSearchQuery } from '../../../shared/schemas/vendor-directory';
import { serverAnswer } from './server-answer';
import { validateForm } from './validate-form';

const projects = catalogueOf(PROJECT_ERRORS);

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
  it.each<[string, z.ZodMiniType, unknown, CatalogueArea]>([
    ['a project with every required field empty', ZProjectCreate, emptyProject, projects],
    ['a nested section', ZProjectUpdate, { version: 0, settings: { name: '', number: '' } }, projects],
    [
      'a user with a wrong email and an unknown field',
      ZUserCreate,
      { firstName: '', email: 'x', extra: 1 },
      catalogueOf(),
    ],
  ])('says what the server says, field by field, in both languages: %s', (_, schema, body, catalogue) => {
    for (const lang of ['en', 'fr'] as const) {
      const found = validateForm(schema, body, { catalogue, lang });
      expect(found).toEqual(serverAnswer(schema, body, lang, { catalogue }));
      expect(Object.keys(found!.fields).length).toBeGreaterThan(0);
    }
  });

  it("uses the catalogue's rule texts and the form's field names", () => {
    expect(validateForm(ZProjectCreate, emptyProject, { catalogue: projects, lang: 'en' })).toEqual({
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
    expect(
      validateForm(
        ZProjectUpdate,
        { version: 1, settings: { name: '' } },
        { catalogue: projects, lang: 'fr' },
      ),
    ).toEqual({
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

  it("refuses to word a catalogue rule whose area the screen did not name, which the server's catalogue has", () => {
    expect(() => validateForm(ZVendorSearchQuery, { name: 'ab' }, { lang: 'en' })).toThrow(
      /vendorSearchTooShort/,
    );
    const catalogue = catalogueOf(VENDOR_DIRECTORY_ERRORS);
    expect(validateForm(ZVendorSearchQuery, { name: 'ab' }, { catalogue, lang: 'en' })).toEqual({
      fields: { name: 'Type at least 3 characters of the supplier’s name.' },
      message: null,
    });
  });
});
