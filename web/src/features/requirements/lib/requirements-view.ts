/**
 * The edit view's pure logic (build/submission-requirements, docs/product/tender.md#submission-requirements):
 * which subview each section opens and what it counts, why the requirements are locked, where a
 * publish-checklist link lands, and the settings record as it is edited and saved. The rules between records
 * (limits, the lock, which sections are incomplete) are the server's, answered by GET; this only presents
 * them.
 */
import type { SubmissionRequirementSection } from '../../../config/paths';
import {
  isSpecificationTitleValid,
  REFERENCES_MAX,
  type RequirementItemKind,
} from '../../../../../shared/domain/projects/submission-requirements';
import type {
  TRequirementItem,
  TRequirementSettings,
  TSubmissionRequirements,
} from '../../../../../shared/schemas/submission-requirements';

export type Section = SubmissionRequirementSection;

/** The sections whose subview lists items of one kind. */
export const KIND_OF_SECTION = {
  documents: 'document',
  instructions: 'instruction',
  questions: 'question',
  security: 'security',
  terms: 'terms',
} as const satisfies Partial<Record<Section, RequirementItemKind>>;
export type ItemSection = keyof typeof KIND_OF_SECTION;

export const isItemSection = (section: string): section is ItemSection =>
  Object.hasOwn(KIND_OF_SECTION, section);

/**
 * The items of one kind, in their order (GET answers them by kind, then sort order; sorted again here so
 * that the order never depends on it). Typed by kind: the server accepted each content against its kind's
 * schema (shared/schemas/submission-requirements.ts), the answer's schema only says "a record".
 */
export function itemsOfKind(
  items: readonly TSubmissionRequirements['items'][number][],
  kind: RequirementItemKind,
): TRequirementItem[] {
  return items.filter((i) => i.kind === kind).sort((a, b) => a.sortOrder - b.sortOrder) as TRequirementItem[];
}

/**
 * What a section's link counts: its items, or its bid forms for prices and specifications; references and
 * subcontractors hold settings only (null).
 */
export function sectionCount(section: Section, data: TSubmissionRequirements): number | null {
  if (section === 'prices') return data.forms.price;
  if (section === 'specifications') return data.forms.specification;
  if (isItemSection(section)) return itemsOfKind(data.items, KIND_OF_SECTION[section]).length;
  return null;
}

/** Why nothing may change, as the edit view says it: after close or award, or completed submissions. */
export type LockReason = { key: 'closed' } | { key: 'submitted'; count: number };

export function lockReasonOf(
  data: Pick<TSubmissionRequirements, 'lock' | 'completedSubmissions'>,
): LockReason | null {
  if (data.lock === 'tenderTablesClosed') return { key: 'closed' };
  if (data.lock === 'tenderTablesSubmitted') return { key: 'submitted', count: data.completedSubmissions };
  return null;
}

// ----------------------------------------------------------------------------------- checklist landing

/** The controls of a section the publish checklist's links can focus. */
export type SectionControl = 'used' | 'link' | 'bondTitle';

/**
 * Where a checklist item of section 'submissionRequirements' lands on the edit view (its `?focus=` field,
 * shared/domain/projects/publish-checklist.ts), as the name of the control to focus ("<section>.<control>",
 * the edit view's field names): a section's link to its subview, where its items are added, or its "used"
 * switch while it is off (only used sections link to their subview); the bond title field. 'onlineForms' (no
 * online form or upload field) lands on the prices section, 'digitalBonds' on security.
 */
export function focusTargetOf(
  field: string,
  settings: TRequirementSettings,
): `${Section}.${SectionControl}` | null {
  const linkOrUsed = (section: Section) => `${section}.${settings[section].used ? 'link' : 'used'}` as const;
  if (field === 'bondTitle') return 'security.bondTitle';
  if (field === 'onlineForms') return linkOrUsed('prices');
  if (field === 'digitalBonds') return linkOrUsed('security');
  const [prefix, section, rest] = field.split('.');
  if (prefix === 'requirements' && section && rest === undefined && Object.hasOwn(settings, section))
    return linkOrUsed(section as Section);
  return null;
}

// ------------------------------------------------------------------------------------------- settings

/** A section's own settings beyond "used" and its introduction, as the fields name them. */
export type SettingsField =
  'references.required' | 'security.bondTitle' | 'specifications.title' | `${Section}.introduction`;

/** The settings of one section changed, the others as they were. */
export function withSection<S extends Section>(
  settings: TRequirementSettings,
  section: S,
  patch: Partial<TRequirementSettings[S]>,
): TRequirementSettings {
  return { ...settings, [section]: { ...settings[section], ...patch } };
}

/** A field's problem: the specification title's is the catalogue's specificationTitleInvalid. */
export type SettingsProblem = 'specificationTitleInvalid' | 'referencesRange';

/** What the browser checks before saving (the server checks it again). */
export function findSettingsProblems(
  settings: TRequirementSettings,
): Partial<Record<SettingsField, SettingsProblem>> {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  if (!isSpecificationTitleValid((settings.specifications.title ?? '').trim()))
    problems['specifications.title'] = 'specificationTitleInvalid';
  const required = settings.references.required;
  if (!Number.isInteger(required) || required < 1 || required > REFERENCES_MAX)
    problems['references.required'] = 'referencesRange';
  return problems;
}

const trimmed = (text: string | undefined) => {
  const value = text?.trim();
  return value ? value : undefined;
};

/** The record as PUT takes it: texts trimmed, an empty text left out. */
export function settingsToSave(settings: TRequirementSettings): TRequirementSettings {
  const out = { ...settings } as Record<Section, Record<string, unknown>>;
  for (const section of Object.keys(settings) as Section[]) {
    const next: Record<string, unknown> = { ...settings[section] };
    for (const key of ['introduction', 'title', 'bondTitle']) {
      if (key in next) {
        const value = trimmed(next[key] as string | undefined);
        if (value === undefined) delete next[key];
        else next[key] = value;
      }
    }
    out[section] = next;
  }
  return out as unknown as TRequirementSettings;
}

/** Whether the draft differs from what was read (texts compared trimmed): drives Leave or Stay. */
export const settingsChanged = (draft: TRequirementSettings, stored: TRequirementSettings) =>
  JSON.stringify(settingsToSave(draft)) !== JSON.stringify(settingsToSave(stored));

/**
 * A refused save's field errors by settings field: the API names them "body.settings.<section>.<key>".
 * Errors about anything else are the form's message.
 */
export function settingsFieldOf(apiField: string): string | null {
  const match = /^(?:body\.)?settings\.(\w+)\.(\w+)/.exec(apiField);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** Moves one id a place up (-1) or down (+1) in the order; null when it cannot move. */
export function movedIds(ids: readonly string[], id: string, delta: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
