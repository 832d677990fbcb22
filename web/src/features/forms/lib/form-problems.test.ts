import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../../shared/domain/forms/form-model';
import { ApiError } from '../../../lib/api-client';
import { problemFieldsOf, saveErrorsOf } from './form-problems';

describe('problemFieldsOf', () => {
  it('keeps the first message of a field', () => {
    const fields = problemFieldsOf(
      [
        { field: 'name', code: 'formNameRequired' },
        { field: 'columns.c2.formula', code: 'formFormulaInvalid', columnKey: 'c2' },
        { field: 'columns.c2.formula', code: 'formFormulaCycle', columnKey: 'c2' },
      ],
      (problem) => `text of ${problem.code}`,
    );
    expect(fields).toEqual({
      name: 'text of formNameRequired',
      'columns.c2.formula': 'text of formFormulaInvalid',
    });
  });
});

describe('saveErrorsOf', () => {
  const sent = { columns: [{ key: 'c3' }, { key: 'c1' }] } as FormDefinition;
  const apiError = (code: string, status: number, fields: { field: string; message: string }[] = []) =>
    new ApiError({
      code,
      status,
      message: `message of ${code}`,
      fields: fields.map((f) => ({ ...f, code })),
    });

  it('says a lost race in the given words', () => {
    expect(saveErrorsOf(apiError('conflict', 409), 'someone else saved')).toEqual({
      fields: {},
      message: 'someone else saved',
    });
  });

  it('puts a name already used under the name field', () => {
    expect(saveErrorsOf(apiError('formNameNotUnique', 409), 'x')).toEqual({
      fields: { name: 'message of formNameNotUnique' },
      message: null,
    });
  });

  it('maps the server fields of the body sent back to the editor fields, columns by key', () => {
    const error = apiError('validation', 400, [
      { field: 'body.definition.columns.1.formula', message: 'bad formula' },
      { field: 'body.definition.autoTax.percentage', message: 'bad tax' },
    ]);
    expect(saveErrorsOf(error, 'x', sent)).toEqual({
      fields: { 'columns.c1.formula': 'bad formula', 'autoTax.percentage': 'bad tax' },
      message: null,
    });
  });

  it('keeps the message of a refusal that names no field', () => {
    expect(saveErrorsOf(apiError('formTotalMismatch', 409), 'x')).toEqual({
      fields: {},
      message: 'message of formTotalMismatch',
    });
  });
});
