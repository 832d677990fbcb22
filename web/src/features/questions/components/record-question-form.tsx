import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_MAX_LENGTH,
  findRecordedQuestionProblem,
  QUESTION_STATUSES,
  type QuestionStatus,
} from '../../../../../shared/domain/questions/supplier-questions';
// The record route's schema names the asker's rules by code (askerNameRequired): their texts.
import { catalogueOf } from '../../../../../shared/errors';
import { VENDOR_QUESTION_ERRORS } from '../../../../../shared/errors/vendor-questions';
import { ZVendorQuestionRecord } from '../../../../../shared/schemas/vendor-questions';
import { ASKER_FIELDS, AskerFields, useAsker } from '../../../components/asker/asker-fields';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { RadioChoices, Select } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { notifier } from '../../../lib/notify';
import type { useRecordQuestion } from '../api/questions-api';
import { QUESTIONS_NS } from '../i18n';

/** The texts of the codes the form's schema names, for its instant check (decision 081). */
const QUESTION_TEXTS = catalogueOf(VENDOR_QUESTION_ERRORS);

const FIELDS = [...ASKER_FIELDS, 'status', 'answer'] as const;

/**
 * "Record a question" (decision 051 amended): a question the buyer received by phone, letter or email,
 * with its asker (docs/product/tender.md#questions: question, full name, company, email and status required;
 * the answer when Complete), then listed, answered and published as any other. The browser checks what the
 * server checks again; the server's refusals show at their fields.
 */
export function RecordQuestionForm({ onRecord }: { onRecord: ReturnType<typeof useRecordQuestion> }) {
  const { t } = useTranslation(QUESTIONS_NS);
  const [answer, setAnswer] = useState('');
  const [status, setStatus] = useState<QuestionStatus>('Incomplete');
  const [delivery, setDelivery] = useState<'publish' | 'email'>('email');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELDS);
  const { fields, idOf } = errors;
  const asker = useAsker(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedAnswer = answer.trim();
    const body = {
      ...asker.sent(),
      status,
      ...(trimmedAnswer ? { answer: trimmedAnswer } : {}),
      answerViaEmail: delivery === 'email',
    };
    // The route's schema, then the rule its service runs next: a Complete question needs its answer.
    const problems = { ...validateForm(ZVendorQuestionRecord, body, { catalogue: QUESTION_TEXTS })?.fields };
    if (findRecordedQuestionProblem(body)) problems.answer ??= t('record.answerRequired');
    if (Object.keys(problems).length > 0) return errors.show({ fields: problems });
    errors.clear();
    setBusy(true);
    try {
      await onRecord(body);
      asker.reset();
      setAnswer('');
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
            <AskerFields asker={asker} errors={errors} />
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
              value={answer}
              onChange={(value) => {
                setAnswer(value);
                errors.clearField('answer');
              }}
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
