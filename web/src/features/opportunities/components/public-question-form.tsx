import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
// The ask route's schema names the asker's rules by code (askerNameRequired): their texts.
import { catalogueOf } from '../../../../../shared/errors';
import { VENDOR_QUESTION_ERRORS } from '../../../../../shared/errors/vendor-questions';
import { ZPublicQuestionAsk } from '../../../../../shared/schemas/vendor-questions';
import { ASKER_FIELDS, AskerFields, useAsker } from '../../../components/asker/asker-fields';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { validateForm } from '../../../lib/validate-form';
import { askQuestion, PublicRefusal } from '../api/opportunities-api';
import { OPPORTUNITIES_NS } from '../i18n';

/** The texts of the codes the form's schema names, for its instant check (decision 081). */
const QUESTION_TEXTS = catalogueOf(VENDOR_QUESTION_ERRORS);

/**
 * A visitor's question on the public detail, shown only when the bid lets anyone ask (its "only registered
 * suppliers may ask" off, decision 051 amended): full name, company, email and the question. The answer is
 * emailed to that address or published on this page.
 */
export function PublicQuestionForm({ agencyDomain, projectId }: { agencyDomain: string; projectId: string }) {
  const { t } = useTranslation(OPPORTUNITIES_NS);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const errors = useFormErrors(ASKER_FIELDS);
  const asker = useAsker(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(undefined);
    const question = asker.sent();
    const problems = validateForm(ZPublicQuestionAsk, question, { catalogue: QUESTION_TEXTS });
    if (problems) return errors.show(problems);
    errors.clear();
    setBusy(true);
    try {
      await askQuestion(agencyDomain, projectId, question);
      asker.reset();
      setSentTo(question.email);
    } catch (error) {
      if (error instanceof PublicRefusal && Object.keys(error.fields).length > 0)
        errors.show({ fields: error.fields });
      else errors.show({ message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="opportunity-ask">
      <Heading level={3} id="opportunity-ask">
        {t('ask.heading')}
      </Heading>
      <p>{t('ask.intro')}</p>
      {sentTo && (
        <Alert variation="success" role="status">
          {t('ask.sent', { email: sentTo })}
        </Alert>
      )}
      <form aria-labelledby="opportunity-ask" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={busy} className="tb-fieldset">
          <Flex direction="column" gap="small">
            <ErrorSummary {...errors.summary} />
            <AskerFields asker={asker} errors={errors} ownDetails />
            <Button type="submit" alignSelf="flex-start" isLoading={busy}>
              {t('ask.submit')}
            </Button>
          </Flex>
        </fieldset>
      </form>
    </section>
  );
}
