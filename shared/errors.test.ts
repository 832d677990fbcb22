import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './error-catalogue.js';
import {
  answerFrom,
  catalogueEntry,
  catalogueMessage,
  catalogueOf,
  FIELD_MESSAGES,
  fieldMessage,
  messageIn,
  pickLanguage,
} from './errors.js';
import { PROJECT_SEARCH_ERRORS } from './errors/project-search.js';
import { TEAM_ERRORS } from './errors/team.js';

describe('error catalogue', () => {
  it.each(Object.entries(ERROR_CATALOGUE))(
    '%s has an HTTP error status and a message in each language',
    (_code, entry) => {
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.en.trim()).not.toBe('');
      expect(entry.fr.trim()).not.toBe('');
      expect(entry.fr).not.toBe(entry.en);
    },
  );

  it("keeps the catalogue's unknown-error text word for word", () => {
    expect(ERROR_CATALOGUE.unknown.en).toBe(
      'An error has occured while processing your request. Please contact the administrator for assistance.',
    );
  });

  it.each(Object.entries(FIELD_MESSAGES))('field message %s exists in both languages', (_code, entry) => {
    expect(entry.en).not.toBe('');
    expect(entry.fr).not.toBe('');
  });

  it('fills placeholders', () => {
    expect(fieldMessage('tooShort', 'en', { min: 8 })).toBe('Must be at least 8 characters.');
    expect(fieldMessage('tooShort', 'fr', { min: 8 })).toBe('Doit contenir au moins 8 caractères.');
  });

  it('answers from the catalogues made to answer from, and from no other area', () => {
    expect(catalogueEntry('userEmailExists')).toBeUndefined();
    answerFrom(catalogueOf(PROJECT_SEARCH_ERRORS));
    expect(catalogueEntry('savedSearchNameExists')).toBe(PROJECT_SEARCH_ERRORS.savedSearchNameExists);
    expect(catalogueEntry('unknown')).toBe(ERROR_CATALOGUE.unknown);
    expect(catalogueEntry('userEmailExists')).toBeUndefined();
    // A screen names its catalogue: nothing is answered from for it.
    expect(messageIn(catalogueOf(TEAM_ERRORS), 'userEmailExists', 'en')).toBe(TEAM_ERRORS.userEmailExists.en);
  });

  it('fills a catalogue entry’s placeholders in each language, and leaves one without a value as written', () => {
    const name = { name: 'Open {x} $& bids' };
    expect(catalogueMessage('savedSearchNameExists', 'en', name)).toBe(
      'Saved search "Open {x} $& bids" already exists',
    );
    expect(catalogueMessage('savedSearchNameExists', 'fr', name)).toBe(
      'La recherche enregistrée « Open {x} $& bids » existe déjà',
    );
    expect(catalogueMessage('savedSearchNameExists', 'en')).toBe('Saved search "{name}" already exists');
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE,fr;q=0.7,en;q=0.6', 'fr'],
    ['en;q=0.2,fr-CA;q=0.9', 'fr'],
    ['de', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
