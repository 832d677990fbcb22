import { Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../i18n';
import { FormsList } from './forms-list';

/**
 * The specification forms of /projects/:id/build/submission-requirements/specifications, under the
 * section's settings (the route map composes the two: the page and its <h1> are the requirements').
 */
export function SpecificationForms() {
  const { t } = useTranslation(FORMS_NS);
  return (
    <section aria-labelledby="specification-forms-heading">
      <Flex direction="column" gap="medium">
        <Heading level={2} id="specification-forms-heading">
          {t('list.specification.title')}
        </Heading>
        <p>{t('list.specification.intro')}</p>
        <FormsList tableType="specification" headingLevel={3} />
      </Flex>
    </section>
  );
}

export default SpecificationForms;
