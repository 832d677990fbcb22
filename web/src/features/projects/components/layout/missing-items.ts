import { PROJECT_AREAS, paths } from '../../../../config/paths';

/** A missing item of the publish checklist, as findProject answers it. */
export interface MissingItem {
  id: string;
  field: string;
  section: string;
  /** Its text is the projectBuild namespace's `publishItems.<messageKey>`. */
  messageKey: string;
}

const BUILD_PAGES = new Set<string>(PROJECT_AREAS.build);

/**
 * Where a missing item is fixed: its page with `?focus=<field>` (the page focuses the control of that field,
 * decision 028), and `&fix=<item id>` while "Fix missing fields" walks through the list.
 */
export function missingItemHref(projectId: string, item: MissingItem, walking = false): string {
  const query = new URLSearchParams({ focus: item.field });
  if (walking) query.set('fix', item.id);
  let page: string;
  if (BUILD_PAGES.has(item.section))
    page = paths.projects.area.getHref(projectId, 'build', item.section as 'settings');
  else if (item.section === 'submissionRequirements')
    page = paths.projects.submissionRequirement.getHref(projectId);
  else page = paths.controlPanel.getHref('source-settings');
  return `${page}?${query.toString()}`;
}

/**
 * The walk of "Fix missing fields": the item being fixed, and the ones before and after it. Once the
 * current item is fixed it leaves the list, and the next is the first still missing (the list keeps screen
 * order, so that is the one after it).
 */
export function walkPosition(items: readonly MissingItem[], currentId: string | null) {
  const index = items.findIndex((i) => i.id === currentId);
  if (index < 0) return { current: undefined, index: -1, previous: undefined, next: items[0] };
  return { current: items[index], index, previous: items[index - 1], next: items[index + 1] };
}
