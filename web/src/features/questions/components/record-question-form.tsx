import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '../../../../../shared/domain/email-address';
import {
  ANSWER_MAX_LENGTH,
  ASKER_TEXT_MAX_LENGTH,
  findRecordedQuestionProblem,
  QUESTION_MAX_LENGTH,
  QUESTION_STATUSES,
  type QuestionStatus,
} from '../../../../../shared/domain/questions/supplier-questions';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { RadioChoices, Select } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import type { useRecordQuestion } from '../api/questions-api';
import { QUESTIONS_NS } from '../i18n';

const FIELDS = ['question', 'fullName', 'company', 'email', 'status', 'answer'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY = { question: '', fullName: '', company: '', email: '', answer: '' };

/**
 * "Record a question" (decision 051 amended): a question the buyer received by phone, letter or email,
 * with its asker (docs/product/tender.md#questions: question, full name, company, email and status required;
 * the answer when Complete), then listed, answered and published as any other. The browser checks what the
 * server checks again; the server's refusals show at their fields.
 */
export function RecordQuestionForm({ onRecord }: { onRecord: ReturnType<typeof useRecordQuestion> }) {
  const { t } = useTranslation(QUESTIONS_NS);
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<QuestionStatus>('Incomplete');
  const [delivery, setDelivery] = useState<'publish' | 'email'>('email');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELDS);
  const { fields, idOf } = errors;
  const set = (field: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clearField(field);
  };

  const browserProblems = (): Partial<Record<Field, string>> => {
    const problems: Partial<Record<Field, string>> = {};
    if (!values.question.trim()) problems.question = t('record.questionRequired');
    if (!values.fullName.trim()) problems.fullName = t('record.fullNameRequired');
    if (!values.company.trim()) problems.company = t('record.companyRequired');
    if (!isValidEmail(values.email)) problems.email = t('record.emailInvalid');
    if (findRecordedQuestionProblem({ status, answer: values.answer }))
      problems.answer = t('record.answerRequired');
    return problems;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = browserProblems();
    if (Object.keys(problems).length > 0) return errors.show({ fields: problems });
    errors.clear();
    setBusy(true);
    try {
      const answer = values.answer.trim();
      await onRecord({
        question: values.question.trim(),
        fullName: values.fullName.trim(),
        company: values.company.trim(),
        email: values.email.trim(),
        status,
        ...(answer ? { answer } : {}),
        answerViaEmail: delivery === 'email',
      });
      setValues(EMPTY);
      setStatus('Incomplete');
      notifier.notify(t('record.saved'), 'success');
    } catch (error) {
      errors.show(formErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="record-question" className="tb-section">
      <Heading level={2} id="record-question">
        {t('record.heading')}
      </Heading>
      <p>{t('record.intro')}</p>
      <form aria-labelledby="record-question" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={busy} className="tb-fieldset">
          <Flex direction="column" gap="small">
            <ErrorSummary {...errors.summary} />
            <TextArea
              label={t('record.question')}
              id={idOf('question')}
              rows={3}
              maxLength={QUESTION_MAX_LENGTH}
              value={values.question}
              onChange={(value) => set('question', value)}
              error={fields.question}
            />
            <TextField
              label={t('record.fullName')}
              id={idOf('fullName')}
              isRequired
              maxLength={ASKER_TEXT_MAX_LENGTH}
              value={values.fullName}
              onChange={(e) => set('fullName', e.target.value)}
              hasError={!!fields.fullName}
              errorMessage={fields.fullName}
            />
            <TextField
              label={t('record.company')}
              id={idOf('company')}
              isRequired
              maxLength={ASKER_TEXT_MAX_LENGTH}
              value={values.company}
              onChange={(e) => set('company', e.target.value)}
              hasError={!!fields.company}
              errorMessage={fields.company}
            />
            <TextField
              label={t('record.email')}
              id={idOf('email')}
              type="email"
              isRequired
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              hasError={!!fields.email}
              errorMessage={fields.email}
            />
            <Select
              id={idOf('status')}
              label={t('statusLabel')}
              value={status}
              onChange={(v) => {
                setStatus(v as QuestionStatus);
                errors.clearField('answer');
              }}
              error={fields.status}
            >
              {QUESTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
            <TextArea
              label={t('answerLabel')}
              id={idOf('answer')}
              hint={t('record.answerHint')}
              maxLength={ANSWER_MAX_LENGTH}
              value={values.answer}
              onChange={(value) => set('answer', value)}
              error={fields.answer}
            />
            <RadioChoices
              legend={t('delivery')}
              name="record-question-delivery"
              value={delivery}
              onChange={setDelivery}
              options={[
                { value: 'email', label: t('viaEmail') },
                { value: 'publish', label: t('publish') },
              ]}
            />
            <Button type="submit" alignSelf="flex-start" isLoading={busy}>
              {t('record.submit')}
            </Button>
          </Flex>
        </fieldset>
      </form>
    </section>
  );
}
