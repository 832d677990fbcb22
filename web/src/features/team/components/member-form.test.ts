import { describe, expect, it } from 'vitest';
import { ZUserCreate } from '../../../../../shared/schemas/users';
import { validateForm } from '../../../lib/validate-form';
import { EMPTY_MEMBER, withoutEmptyUsername, type UserFormValues } from '../api/team-api';

/** What the member form shows on submit, before it sends anything: its body, checked with the add route's schema. */
const instantCheck = (values: UserFormValues) =>
  validateForm(ZUserCreate, withoutEmptyUsername(values), { lang: 'en' })?.fields;

describe('the team member form: the instant check of what it would send', () => {
  it('says under each field what the server would answer', () => {
    expect(instantCheck(EMPTY_MEMBER)).toEqual({
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      email: 'Invalid Email Format',
    });
    expect(
      instantCheck({ ...EMPTY_MEMBER, firstName: 'Nadia', lastName: 'N', email: 'nadia@nowhere' }),
    ).toEqual({ email: 'Invalid Email Format' });
  });

  it('lets a complete member through, the empty username left to the server', () => {
    const member = { ...EMPTY_MEMBER, firstName: 'Nadia', lastName: 'N', email: 'nadia@demo.example' };
    expect(instantCheck(member)).toBeUndefined();
  });
});
