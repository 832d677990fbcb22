import { describe, expect, it } from 'vitest';
import { ServiceNames } from '../../../shared/schemas/system';
import {
  CONTROL_PANEL_SECTIONS,
  PROJECT_AREAS,
  PROJECT_PAGES,
  SUBMISSION_REQUIREMENT_SECTIONS,
  SUPPLIER_TABS,
} from '../config/paths';
import en from './en.json';
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

const enKeys = flatten(en as Tree);
const frKeys = flatten(fr as Tree);
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('i18n resources', () => {
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
