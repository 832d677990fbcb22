import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LIST_KINDS } from '../../../shared/domain/list-kinds';
import { PERMISSION_CATEGORIES } from '../../../shared/domain/permissions';
import { ServiceNames } from '../../../shared/schemas/system';
import {
  CONTROL_PANEL_SECTIONS,
  PROJECT_AREAS,
  PROJECT_PAGES,
  SUBMISSION_REQUIREMENT_SECTIONS,
  SUPPLIER_TABS,
} from '../config/paths';
import teamEn from '../features/team/i18n/en.json';
import teamFr from '../features/team/i18n/fr.json';
import profileEn from '../features/profile/i18n/en.json';
import profileFr from '../features/profile/i18n/fr.json';
import controlPanelEn from '../features/control-panel/i18n/en.json';
import controlPanelFr from '../features/control-panel/i18n/fr.json';
import projectBuildEn from '../features/projects/i18n/build/en.json';
import projectBuildFr from '../features/projects/i18n/build/fr.json';
import projectsListEn from '../features/projects/i18n/list/en.json';
import projectsListFr from '../features/projects/i18n/list/fr.json';
import requirementsEn from '../features/requirements/i18n/en.json';
import requirementsFr from '../features/requirements/i18n/fr.json';
import awardApprovalEn from '../features/award-approval/i18n/en.json';
import awardApprovalFr from '../features/award-approval/i18n/fr.json';
import approverEn from '../features/approver/i18n/en.json';
import approverFr from '../features/approver/i18n/fr.json';
import askerEn from '../components/asker/en.json';
import askerFr from '../components/asker/fr.json';
import enApp from './en-app.json';
import enCore from './en.json';
import enReset from './en-reset.json';
import fr from './fr.json';
import { detectLanguage, toAppLanguage } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// English is split (the login screen's texts, the password reset pages', the signed-in screens'); French is one file.
const en = { ...enCore, ...enReset, ...enApp };
const enKeys = flatten(en as Tree);
const frKeys = flatten(fr as Tree);
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('i18n resources', () => {
  it('split English without overlap', () => {
    const keys = [enCore, enReset, enApp].flatMap((part) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('have the same keys in English and French', () => {
    expect([...frKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [lang, keys] of [
      ['en', enKeys],
      ['fr', frKeys],
    ] as const) {
      const empty = [...keys].filter(([, v]) => v.trim() === '').map(([k]) => `${lang}:${k}`);
      expect(empty).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...enKeys]
      .filter(([k, v]) => placeholders(v).join() !== placeholders(frKeys.get(k) ?? '').join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('name every screen of the route map', () => {
    const needed = [
      ...CONTROL_PANEL_SECTIONS.map((s) => `pages.controlPanel.${s}`),
      ...PROJECT_PAGES.map((p) => `pages.project.${p}`),
      ...SUBMISSION_REQUIREMENT_SECTIONS.map((s) => `pages.submissionRequirements.${s}`),
      ...SUPPLIER_TABS.map((s) => `pages.supplier.${s}`),
      ...Object.entries(PROJECT_AREAS).flatMap(([area, pages]) => [
        `pages.area.${area}`,
        ...pages.map((p) => `pages.${area}.${p}`),
      ]),
      ...ServiceNames.map((s) => `health.service.${s}`),
    ];
    expect(needed.filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('maps browser languages to the two supported ones', () => {
    expect(toAppLanguage('fr-CA')).toBe('fr');
    expect(toAppLanguage('FR')).toBe('fr');
    expect(toAppLanguage('en-US')).toBe('en');
    expect(toAppLanguage('de')).toBe('en');
    expect(toAppLanguage(undefined)).toBe('en');
  });

  it('detects the saved choice first, then the browser languages, else English', () => {
    expect(detectLanguage('fr', ['en-US'])).toBe('fr');
    expect(detectLanguage('de', ['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(detectLanguage(null, ['en-GB', 'fr'])).toBe('en');
    expect(detectLanguage(null, ['de', 'es'])).toBe('en');
    expect(detectLanguage(undefined, undefined)).toBe('en');
  });
});

describe("the team screens' texts (their own namespace, loaded with the team screens)", () => {
  const teamEnKeys = flatten(teamEn as Tree);
  const teamFrKeys = flatten(teamFr as Tree);

  it('have the same keys, no empty text and the same placeholders in English and French', () => {
    expect([...teamFrKeys.keys()].sort()).toEqual([...teamEnKeys.keys()].sort());
    expect([...teamEnKeys, ...teamFrKeys].filter(([, v]) => v.trim() === '')).toEqual([]);
    const mismatched = [...teamEnKeys]
      .filter(([k, v]) => placeholders(v).join() !== placeholders(teamFrKeys.get(k) ?? '').join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('name every permission category and action of the catalogue', () => {
    const needed = Object.entries(PERMISSION_CATEGORIES).flatMap(([category, ids]) => [
      `categories.${category.replace(/[^A-Za-z]/g, '')}`,
      ...ids.map((id) => `actions.${id.split('.')[1]}`),
    ]);
    expect(needed.filter((k) => !teamEnKeys.has(k))).toEqual([]);
  });
});

/** A feature's namespace: the same keys, no empty text and the same placeholders in English and French. */
function expectSameTexts(enTree: Tree, frTree: Tree): void {
  const enKeys = flatten(enTree);
  const frKeys = flatten(frTree);
  expect([...frKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  expect([...enKeys, ...frKeys].filter(([, v]) => v.trim() === '')).toEqual([]);
  const mismatched = [...enKeys]
    .filter(([k, v]) => placeholders(v).join() !== placeholders(frKeys.get(k) ?? '').join())
    .map(([k]) => k);
  expect(mismatched).toEqual([]);
}

describe("the control panel's texts (their own namespace)", () => {
  it('have the same keys, no empty text and the same placeholders in English and French', () => {
    expectSameTexts(controlPanelEn as Tree, controlPanelFr as Tree);
  });
});

describe("the control panel's texts", () => {
  it('name every drop-down list', () => {
    const keys = flatten(controlPanelEn as Tree);
    expect(LIST_KINDS.filter((kind) => !keys.has(`lists.kinds.${kind}`))).toEqual([]);
  });
});

describe("the project screen's and Build pages' texts (their own namespace)", () => {
  it('have the same keys, no empty text and the same placeholders in English and French', () => {
    expectSameTexts(projectBuildEn as Tree, projectBuildFr as Tree);
  });
});

describe("the project list's and wizard's texts (their own namespace)", () => {
  it('have the same keys, no empty text and the same placeholders in English and French', () => {
    expectSameTexts(projectsListEn as Tree, projectsListFr as Tree);
  });
});

describe("the submission requirements' texts (their own namespace)", () => {
  it('have the same keys, no empty text and the same placeholders in English and French', () => {
    expectSameTexts(requirementsEn as Tree, requirementsFr as Tree);
  });
});

describe("a question's asker fields' texts (their own namespace)", () => {
  it('have the same keys, no empty text and the same placeholders in English and French', () => {
    expectSameTexts(askerEn as Tree, askerFr as Tree);
  });
});

describe("award approval's and the approver page's texts (their own namespaces)", () => {
  it('have the same keys, no empty text and the same placeholders in English and French', () => {
    expectSameTexts(awardApprovalEn as Tree, awardApprovalFr as Tree);
    expectSameTexts(approverEn as Tree, approverFr as Tree);
  });
});

describe('counts go through the plural rules (Intl.PluralRules, i18next v25)', () => {
  const resources = {
    app: { en: flatten(en as Tree), fr: flatten(fr as Tree) },
    team: { en: flatten(teamEn as Tree), fr: flatten(teamFr as Tree) },
    profile: { en: flatten(profileEn as Tree), fr: flatten(profileFr as Tree) },
    controlPanel: { en: flatten(controlPanelEn as Tree), fr: flatten(controlPanelFr as Tree) },
    requirements: { en: flatten(requirementsEn as Tree), fr: flatten(requirementsFr as Tree) },
    projectBuild: { en: flatten(projectBuildEn as Tree), fr: flatten(projectBuildFr as Tree) },
    projectsList: { en: flatten(projectsListEn as Tree), fr: flatten(projectsListFr as Tree) },
    awardApproval: { en: flatten(awardApprovalEn as Tree), fr: flatten(awardApprovalFr as Tree) },
    approver: { en: flatten(approverEn as Tree), fr: flatten(approverFr as Tree) },
  };
  const PLURAL = /_(zero|one|two|few|many|other)$/;

  it('every text with {{count}} is a plural form, and every count message has _one and _other in both languages', () => {
    for (const [ns, byLang] of Object.entries(resources)) {
      for (const [lang, keys] of Object.entries(byLang)) {
        const counted = [...keys].filter(([, v]) => v.includes('{{count}}')).map(([k]) => k);
        // A count written into a plain key would read "1 members".
        expect(
          counted.filter((k) => !PLURAL.test(k)),
          `${ns}/${lang}`,
        ).toEqual([]);
        const bases = new Set(counted.map((k) => k.replace(PLURAL, '')));
        for (const base of bases) {
          for (const l of ['en', 'fr'] as const) {
            const other = byLang[l];
            expect(other.has(`${base}_one`) && other.has(`${base}_other`), `${ns}/${l}: ${base}`).toBe(true);
          }
        }
      }
    }
  });

  it('renders "1 member" / "2 members" and "0 membre", "1 membre" / "2 membres"', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { team: teamEn }, fr: { team: teamFr } },
      interpolation: { escapeValue: false },
    });
    const count = (lng: string, n: number) => i18n.t('groups.count', { ns: 'team', lng, count: n });
    expect([0, 1, 2].map((n) => count('en', n))).toEqual(['0 members', '1 member', '2 members']);
    // French treats 0 and 1 as singular.
    expect([0, 1, 2].map((n) => count('fr', n))).toEqual(['0 membre', '1 membre', '2 membres']);
  });
});
