import { useParams } from 'react-router-dom';
import { projectStatusAt } from '../../../../../../shared/domain/projects/closing';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAgencyTimeZone } from '../../../../lib/session';
import { useProject, useProjectScope, useUpdateProject } from '../../api/projects-api';
import { BUILD_NS } from '../../i18n/build';
import { serverNow } from '../../../../lib/server-clock';

/** Statuses whose Build sections can no longer be saved (the server refuses them too, on its clock). */
const FINISHED = new Set(['closed', 'unofficial', 'awarded', 'cancelled', 'terminated', 'archived']);

/** What every Build page reads: the project (shared with the layout through SWR), the zone, the save. */
export function useBuildPage(page: 'settings' | 'details' | 'dates' | 'publish') {
  const { t } = useTranslation(BUILD_NS);
  const { id = '' } = useParams();
  const scope = useProjectScope();
  const view = useProject(scope, id);
  const timeZone = useAgencyTimeZone();
  const update = useUpdateProject(scope, id);
  const title = t(`pages.${page}`);
  useDocumentTitle(view.data ? `${title} · ${view.data.project.name}` : title);
  const project = view.data?.project;
  return {
    id,
    scope,
    title,
    view,
    project,
    timeZone,
    locked: project ? FINISHED.has(projectStatusAt(project, serverNow())) : true,
    save: update.trigger,
    reload: () => void view.mutate(),
  };
}

export type BuildPageState = ReturnType<typeof useBuildPage>;
