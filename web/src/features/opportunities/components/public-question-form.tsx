import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '../../../../../shared/domain/email-address';
import {
  ASKER_TEXT_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
} from '../../../../../shared/domain/questions/supplier-questions';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextArea } from '../../../components/ui/text-area';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { askQuestion, PublicRefusal } from '../api/opportunities-api';
import { OPPORTUNITIES_NS } from '../i18n';

const FIELDS = ['question', 'fullName', 'company', 'email'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { question: '', fullName: '', company: '', email: '' };

/**
 * A visitor's question on the public detail, shown only when the bid lets anyone ask (its "only registered
 * suppliers may ask" off, decision 051 amended): full name, company, email and the question. The answer is
 * emailed to that address or published on this page.
 */
export function PublicQuestionForm({ agencyDomain, projectId }: { agencyDomain: string; projectId: string }) {
  const { t } = useTranslation(OPPORTUNITIES_NS);
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const errors = useFormErrors(FIELDS);
  const { fields, idOf } = errors;
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clearField(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(undefined);
    const problems: Partial<Record<Field, string>> = {};
    if (!values.question.trim()) problems.question = t('ask.questionRequired');
    if (!values.fullName.trim()) problems.fullName = t('ask.fullNameRequired');
    if (!values.company.trim()) problems.company = t('ask.companyRequired');
    if (!isValidEmail(values.email)) problems.email = t('ask.emailInvalid');
    if (Object.keys(problems).length > 0) return errors.show({ fields: problems });
    errors.clear();
    setBusy(true);
    try {
      const email = values.email.trim();
      await askQuestion(agencyDomain, projectId, {
        question: values.question.trim(),
        fullName: values.fullName.trim(),
        company: values.company.trim(),
        email,
      });
      setValues(EMPTY);
      setSentTo(email);
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
            <TextArea
              label={t('ask.question')}
              id={idOf('question')}
              rows={3}
              maxLength={QUESTION_MAX_LENGTH}
              value={values.question}
              onChange={(value) => set('question', value)}
              error={fields.question}
            />
            <TextField
              label={t('ask.fullName')}
              id={idOf('fullName')}
              isRequired
              maxLength={ASKER_TEXT_MAX_LENGTH}
              autoComplete="name"
              value={values.fullName}
              onChange={(e) => set('fullName', e.target.value)}
              hasError={!!fields.fullName}
              errorMessage={fields.fullName}
            />
            <TextField
              label={t('ask.company')}
              id={idOf('company')}
              isRequired
              maxLength={ASKER_TEXT_MAX_LENGTH}
              autoComplete="organization"
              value={values.company}
              onChange={(e) => set('company', e.target.value)}
              hasError={!!fields.company}
              errorMessage={fields.company}
            />
            <TextField
              label={t('ask.email')}
              id={idOf('email')}
              type="email"
              isRequired
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              hasError={!!fields.email}
              errorMessage={fields.email}
            />
            <Button type="submit" alignSelf="flex-start" isLoading={busy}>
              {t('ask.submit')}
            </Button>
          </Flex>
        </fieldset>
      </form>
    </section>
  );
}
