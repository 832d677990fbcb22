import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, fieldKeyOf, profileOf } from './profile-draft';

describe('the profile draft', () => {
  it.each([
    ['body.profile.contacts.0.email', 'contacts.0.email'],
    ['body.profile.contacts', 'contacts'],
    ['body.contacts', 'contacts'],
    ['body.user.password', 'password'],
    ['body.otherNames.2', 'otherNames'],
    ['body.profile.categoryCodes.0', 'categoryCodes'],
    ['body.newPassword', 'newPassword'],
  ])('puts the server field %s at the form field %s', (server, form) => {
    expect(fieldKeyOf(server)).toBe(form);
  });

  it('sends names one a line, codes by comma, leaves out blank addresses and empty optional texts', () => {
    const draft = {
      ...emptyDraft(),
      companyName: 'Acme',
      otherNames: ' Acme Builders \n\n Acme Co ',
      categoryCodes: '72141100, ,30121600',
      phone: '  ',
    };
    draft.contacts[0] = {
      ...draft.contacts[0]!,
      firstName: 'Ada',
      lastName: 'Acme',
      email: 'a@acme.example',
    };
    const profile = profileOf(draft);
    expect(profile).toMatchObject({
      otherNames: ['Acme Builders', 'Acme Co'],
      categoryCodes: ['72141100', '30121600'],
      addresses: [],
      phone: undefined,
    });
    expect(profile.contacts[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Acme',
      email: 'a@acme.example',
      title: undefined,
      phone: undefined,
      primary: true,
    });
    expect(profileOf(draftOf(profile))).toEqual(profile);
  });
});
