/**
 * Which drop-down items a project uses (docs/product/projects.md#drop-down-lists: an item used by projects
 * cannot be deleted; decision 024): the project fields that hold list item ids, by list kind. The projects
 * service records each use with listItemUsage in the transaction that sets, changes or clears the field
 * (decision 032).
 */
import type { ListKind } from '../list-kinds.js';

/** The project fields that name list items, and their list. */
export const PROJECT_LIST_FIELDS = {
  termId: 'term',
  leadAgencyNameId: 'leadAgencyName',
  tradeAgreementIds: 'tradeAgreement',
  categoryIds: 'commodityCategory',
} as const satisfies Record<string, ListKind>;
export type ProjectListField = keyof typeof PROJECT_LIST_FIELDS;

export interface ProjectListRef {
  field: ProjectListField;
  kind: ListKind;
  listItemId: string;
}

type WithListFields = Partial<Record<ProjectListField, string | readonly string[] | undefined>>;

/** Every list item the project uses, once each. */
export function projectListRefs(project: WithListFields): ProjectListRef[] {
  const refs = new Map<string, ProjectListRef>();
  for (const [field, kind] of Object.entries(PROJECT_LIST_FIELDS) as [ProjectListField, ListKind][]) {
    const value = project[field];
    const ids = value === undefined ? [] : typeof value === 'string' ? [value] : value;
    for (const listItemId of ids) refs.set(`${kind}#${listItemId}`, { field, kind, listItemId });
  }
  return [...refs.values()];
}

/** What a change of the project takes (added) and lets go of (released); unchanged uses are in neither. */
export function listRefChanges(
  before: WithListFields | undefined,
  after: WithListFields | undefined,
): { added: ProjectListRef[]; released: ProjectListRef[] } {
  const key = (ref: ProjectListRef) => `${ref.kind}#${ref.listItemId}`;
  const old = before ? projectListRefs(before) : [];
  const next = after ? projectListRefs(after) : [];
  const oldKeys = new Set(old.map(key));
  const nextKeys = new Set(next.map(key));
  return {
    added: next.filter((ref) => !oldKeys.has(key(ref))),
    released: old.filter((ref) => !nextKeys.has(key(ref))),
  };
}
