import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { answerFrom, catalogueOf } from './errors.js';
import { PROJECT_ERRORS } from './errors/projects.js';
import { catalogueCodeOf, toFieldErrors } from './validation.js';

// The projects Lambda's way: its handler answers from a catalogue with the projects area.
answerFrom(catalogueOf(PROJECT_ERRORS));

/** A schema names a catalogue rule for a check; zod's own problems keep the generic field texts. */
const ZName = z.string().check(z.minLength(1, { error: 'projectNameRequired' }), z.maxLength(3));

describe('toFieldErrors', () => {
  it('answers a rule the schema names with its catalogue message, in the language asked for', () => {
    const issues = ZName.safeParse('').error!.issues;
    expect(catalogueCodeOf(issues[0]!)).toBe('projectNameRequired');
    expect(toFieldErrors(issues, 'en', 'body')).toEqual([
      { field: 'body', code: 'invalid', message: 'Name is required.' },
    ]);
    expect(toFieldErrors(issues, 'fr', 'body')[0]!.message).toBe('Le nom est obligatoire.');
  });

  it('keeps the generic text for a check that names no rule', () => {
    const issues = ZName.safeParse('long').error!.issues;
    expect(catalogueCodeOf(issues[0]!)).toBeUndefined();
    expect(toFieldErrors(issues, 'en')).toEqual([
      { field: '', code: 'tooLong', message: expect.stringContaining('3') },
    ]);
  });

  it('ignores a message that is not a 400 code of the catalogue', () => {
    const refused = z
      .string()
      .check(z.minLength(1, { error: 'conflict' }))
      .safeParse('');
    expect(catalogueCodeOf(refused.error!.issues[0]!)).toBeUndefined();
  });
});
