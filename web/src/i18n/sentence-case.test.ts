import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../../shared/error-catalogue';
import { FIELD_MESSAGES } from '../../../shared/errors';
import formsEn from '../features/forms/i18n/en.json';
import profileEn from '../features/profile/i18n/en.json';
import projectBuildEn from '../features/projects/i18n/build/en.json';
import teamEn from '../features/team/i18n/en.json';
import controlPanelEn from '../features/control-panel/i18n/en.json';
import projectsListEn from '../features/projects/i18n/list/en.json';
import projectTeamEn from '../features/projects/i18n/team/en.json';
import requirementsEn from '../features/requirements/i18n/en.json';
import requirementsLockEn from '../components/requirements/en.json';
import askerEn from '../components/asker/en.json';
import portalEn from '../features/portal/i18n/en.json';
import bidMeetingsEn from '../features/bid-meetings/i18n/en.json';
import companiesEn from '../features/companies/i18n/en.json';
import questionsEn from '../features/questions/i18n/en.json';
import addendaEn from '../features/addenda/i18n/en.json';
import portalAddendaEn from '../features/portal/i18n/addenda-en.json';
import suppliersEn from '../features/suppliers/i18n/en.json';
import exportsEn from '../features/exports/i18n/en.json';
import awardApprovalEn from '../features/award-approval/i18n/en.json';
import approverEn from '../features/approver/i18n/en.json';
import enApp from './en-app.json';
import enCore from './en.json';
import enReset from './en-reset.json';

/**
 * Every English text is in sentence case (common rule: "Add a team member", not "Add A Team Member"): a
 * capital only at the start of a sentence, after an opening quote, or in a proper noun or an acronym.
 */

/** Proper nouns and product names that keep their capital anywhere in a sentence. */
const PROPER_NOUNS = new Set(['Tenderbox', 'Excel', 'English', 'French', 'Français', 'Demoville']);

/**
 * Texts kept word for word (error catalogue texts and the login screen's titles): they keep their capitals.
 * Anything else in Title Case fails.
 */
const VERBATIM = new Set([
  'Invalid Email Format', // the login's catalogue text and the user form's email check
  'Access Denied',
  'Forgot Password', // the login screen's title while resetting
]);

type Tree = { [key: string]: string | Tree };

function* texts(tree: Tree, prefix: string): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') yield [path, value];
    else yield* texts(value, path);
  }
}

/** The words of a text that break sentence case; [] when it is in sentence case. */
export function titleCaseWords(text: string): string[] {
  if (VERBATIM.has(text)) return [];
  const plain = text.replace(/\{\{?[\w.]+\}?\}/g, ' ');
  const offending: string[] = [];
  // A sentence starts the text, follows . ! ? : ; or a line break, or opens a quote.
  for (const sentence of plain.split(/(?<=[.!?:;…])\s+|\n+|[“"«‘(]\s*/)) {
    const words = sentence.match(/[\p{L}][\p{L}\p{N}’'-]*/gu) ?? [];
    for (const word of words.slice(1)) {
      const capital = /^\p{Lu}/u.test(word);
      const acronym = word.length > 1 && !/\p{Ll}/u.test(word); // SSO, PDF, ID, MB (not "A")
      if (capital && !acronym && word !== 'I' && !PROPER_NOUNS.has(word)) offending.push(word);
    }
  }
  return offending;
}

const ENGLISH: [string, string][] = [
  ...texts(enCore as Tree, 'en'),
  ...texts(enReset as Tree, 'en-reset'),
  ...texts(enApp as Tree, 'en-app'),
  ...texts(teamEn as Tree, 'team'),
  ...texts(profileEn as Tree, 'profile'),
  ...texts(projectBuildEn as Tree, 'projectBuild'),
  ...texts(controlPanelEn as Tree, 'controlPanel'),
  ...texts(projectsListEn as Tree, 'projectsList'),
  ...texts(projectTeamEn as Tree, 'projectTeam'),
  ...texts(formsEn as Tree, 'forms'),
  ...texts(requirementsEn as Tree, 'requirements'),
  ...texts(requirementsLockEn as Tree, 'requirementsLock'),
  ...texts(portalEn as Tree, 'portal'),
  ...texts(bidMeetingsEn as Tree, 'bidMeetings'),
  ...texts(companiesEn as Tree, 'companies'),
  ...texts(questionsEn as Tree, 'vendorQuestions'),
  ...texts(askerEn as Tree, 'asker'),
  ...texts(addendaEn as Tree, 'addenda'),
  ...texts(portalAddendaEn as Tree, 'portal.addenda'),
  ...texts(suppliersEn as Tree, 'suppliers'),
  ...texts(exportsEn as Tree, 'exports'),
  ...texts(awardApprovalEn as Tree, 'awardApproval'),
  ...texts(approverEn as Tree, 'approver'),
  ...Object.entries(ERROR_CATALOGUE).map(([code, entry]): [string, string] => [`errors.${code}`, entry.en]),
  ...Object.entries(FIELD_MESSAGES).map(([code, entry]): [string, string] => [`fields.${code}`, entry.en]),
];

describe('sentence case', () => {
  it('finds Title Case and lets sentence case, acronyms, proper nouns and quotes through', () => {
    expect(titleCaseWords('Add A Team Member')).toEqual(['A', 'Team', 'Member']);
    expect(titleCaseWords('Forgot Password?')).toEqual(['Password']);
    expect(titleCaseWords('Add a team member')).toEqual([]);
    expect(titleCaseWords('Log in with single sign-on (SSO). Then open Tenderbox.')).toEqual([]);
    expect(titleCaseWords('Use “Forgot password”: it sends a link.')).toEqual([]);
    expect(titleCaseWords('{{name}} is active again. Add them to groups.')).toEqual([]);
  });

  it('holds for every English text of the app and of the error catalogue', () => {
    const offending = ENGLISH.map(([key, text]) => ({ key, text, words: titleCaseWords(text) })).filter(
      (t) => t.words.length > 0,
    );
    expect(offending).toEqual([]);
  });

  it('keeps the verbatim texts the spec gives, and only those', () => {
    const all = new Set(ENGLISH.map(([, text]) => text));
    for (const text of VERBATIM) expect(all.has(text), text).toBe(true);
  });
});
