import { useParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { accessTo } from '../../../../lib/access';
import { useAgencyTimeZone, useSession } from '../../../../lib/session';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useProject, useProjectScope } from '../../api/projects-api';
import { canadianLocale } from '../../../../../../shared/domain/locale';

/**
 * What the journal and tasks screens share: the project of the route (read through the projects hooks,
 * which SWR shares with the project layout), the agency's time zone, and whether the user may write. The
 * API puts these notes behind the Build phase's rights, so the screen asks the same question; and who the
 * user is, for the rule on who may change a note.
 */
export function useCollaborationPage(title: string) {
  const { id = '' } = useParams();
  const scope = useProjectScope();
  const session = useSession();
  const project = useProject(scope, id);
  useDocumentTitle(title);
  const timeZone = useAgencyTimeZone() ?? 'America/Toronto';
  const locked = !accessTo(session, paths.projects.area.getHref(id, 'build', 'settings')).canAct;
  // Who is acting, as the journal's rules read them (shared/domain/projects/journal.ts).
  const actor =
    session.status === 'authenticated'
      ? { userId: session.user.userId, isSiteAdmin: session.user.isSiteAdmin }
      : { userId: '', isSiteAdmin: false };
  return { projectId: id, scope, project, timeZone, locked, actor };
}

/** An instant as the agency reads it: its time zone, the user's language. */
export function formatInstant(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(canadianLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(instant));
}
