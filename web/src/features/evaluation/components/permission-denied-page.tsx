import '../i18n';
import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EVALUATION_NS } from '../i18n';

/**
 * /projects/:id/evaluate/permission-denied (docs/product/evaluation-and-award.md#evaluation): where an
 * evaluation screen sends a user the API refused (an evaluator off the team, an evaluator on a lead's
 * screen). The API's refusal is the rule; this page only says so.
 */
export function EvaluationPermissionDeniedPage() {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  useDocumentTitle(t('denied.title'));
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('denied.title')}</Heading>
      <Alert variation="warning">{t('denied.body')}</Alert>
      <p>
        <Link to={paths.projects.area.getHref(id, 'evaluate', 'evaluations')}>{t('denied.back')}</Link>
      </p>
    </Flex>
  );
}

export default EvaluationPermissionDeniedPage;
