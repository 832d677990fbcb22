import { describe, expect, it } from 'vitest';
import { ZWalkInCreate } from '../../../../../shared/schemas/bid-meetings';
import { serverAnswer } from '../../../lib/server-answer';
import { validateForm } from '../../../lib/validate-form';
import { walkInBodyOf } from './walk-in';

describe('the walk-in form: the instant check of what it would send', () => {
  it.each([
    ['nothing typed', '  ', '\n \n'],
    ['no attendee', 'Harbour Glazing', ' '],
    ['a company name too long', 'x'.repeat(500), 'Sam Ortiz'],
  ])("says word for word what the server's 400 says, in both languages: %s", (_, company, attendees) => {
    const body = walkInBodyOf(company, attendees);
    for (const lang of ['en', 'fr'] as const) {
      const found = validateForm(ZWalkInCreate, body, { lang });
      expect(found).toEqual(serverAnswer(ZWalkInCreate, body, lang));
      expect(Object.keys(found!.fields).length).toBeGreaterThan(0);
    }
  });

  it('names the company and the attendees as the form does', () => {
    expect(validateForm(ZWalkInCreate, walkInBodyOf('  ', '\n \n'), { lang: 'en' })?.fields).toEqual({
      companyName: 'This field is required.',
      attendees: 'Must be at least 1.',
    });
    expect(
      validateForm(ZWalkInCreate, walkInBodyOf(' Harbour ', ' Sam \n\n Dana '), { lang: 'en' }),
    ).toBeNull();
    expect(walkInBodyOf(' Harbour ', ' Sam \n\n Dana ')).toEqual({
      companyName: 'Harbour',
      attendees: ['Sam', 'Dana'],
    });
  });
});
