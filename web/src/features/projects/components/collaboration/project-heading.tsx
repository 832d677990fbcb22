import { Alert, Heading, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../../lib/form-errors';
import type { useProject } from '../../api/projects-api';
import { COLLABORATION_NS } from '../../i18n/collaboration';

/** The screen's <h1> and the project it is about; the project's own error when it cannot be read. */
export function ProjectHeading({
  title,
  project,
}: {
  title: string;
  project: ReturnType<typeof useProject>;
}) {
  const { t } = useTranslation(COLLABORATION_NS);
  return (
    <>
      <Heading level={1}>{title}</Heading>
      {/* The heading's project line: a small labelled spinner in place of one line of text. */}
      {project.error ? (
        <Alert variation="error" role="alert">
          {formErrorsOf(project.error).message}
        </Alert>
      ) : project.data ? (
        <p className="tb-muted">{t('projectLabel', { name: project.data.project.name })}</p>
      ) : (
        <Loader ariaLabel={t('loading')} />
      )}
    </>
  );
}
