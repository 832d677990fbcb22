import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useRequirements, useRequirementsScope } from '../api/requirements-api';
import { REQUIREMENTS_NS } from '../i18n';
import { Loading } from '../../../components/ui/load-status';

/**
 * A submission-requirement subview redirects to the edit view when the requirements are not
 * loaded (the project cannot be read), are another project's, or are not unlocked. The answer is keyed by
 * the URL's project id, so it is never another project's; a lock or a failed read goes to the edit view,
 * which says why. Wraps every subview, whichever feature draws it (the prices forms are the forms
 * feature's).
 */
export function SubviewGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation(REQUIREMENTS_NS);
  const { id = '' } = useParams();
  const scope = useRequirementsScope();
  const requirements = useRequirements(scope, id);
  if (requirements.error || (requirements.data && requirements.data.lock !== null))
    return <Navigate to={paths.projects.submissionRequirement.getHref(id)} replace />;
  if (!requirements.data) return <Loading text={t('loading')} />;
  return <>{children}</>;
}

export default SubviewGuard;
