import '../i18n';
import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import {
  ANSWER_MAX_LENGTH,
  QUESTION_STATUSES,
  type QuestionStatus,
} from '../../../../../shared/domain/questions/supplier-questions';
import { ZVendorQuestionAnswer, type TVendorQuestion } from '../../../../../shared/schemas/vendor-questions';
import { RadioChoices, Select } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { zonedInstant } from '../../../lib/zoned-instant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnswerQuestion, useRecordQuestion, useScope, useVendorQuestions } from '../api/questions-api';
import { QUESTIONS_NS } from '../i18n';
import { RecordQuestionForm } from './record-question-form';
import { Loaded } from '../../../components/ui/loaded';

/**
 * /projects/:id/source/questions (docs/product/tender.md#questions, decision 051): the project's questions
 * and addenda. The page is composed in app/ (features do not import each other): this title, then the
 * supplier questions, then whatever follows (the addenda section, decision 052).
 */
export function QuestionsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(QUESTIONS_NS);
  const { id = '' } = useParams();
  useDocumentTitle(t('title'));
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      <QuestionsSection projectId={id} />
      {children}
    </Flex>
  );
}

type Filter = QuestionStatus | 'all';

/**
 * The project's supplier questions, the newest first, filtered by status; each with its asker and its
 * answer form (status, answer, emailed to the asker or published to all), read-only without the Source
 * edit right or once the bid is not out (closed, awarded...).
 */
export function QuestionsSection({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation(QUESTIONS_NS);
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useScope();
  const [filter, setFilter] = useState<Filter>('all');
  const questions = useVendorQuestions(scope, projectId, filter === 'all' ? undefined : filter);
  const answer = useAnswerQuestion(scope, projectId);
  const record = useRecordQuestion(scope, projectId);
  const view = questions.data;
  const canAct = accessTo(session, pathname).canAct && view?.answering === true;
  // In the project's agency zone, named, as the addenda below and the other buyers' screens.
  const when = (iso: string) => zonedInstant(iso, view?.timeZone ?? 'UTC', canadianLocale(i18n.language));

  return (
    <section aria-labelledby="supplier-questions" className="tb-section">
      <Heading level={2} id="supplier-questions">
        {t('questionsHeading')}
      </Heading>
      {view && <p className="tb-muted">{`${view.projectNumber ?? ''} · ${view.projectName}`}</p>}
      <p>{t('intro')}</p>
      {view && (
        <p>
          {view.questionDeadline ? t('deadline', { when: when(view.questionDeadline) }) : t('noDeadline')}
        </p>
      )}
      {view && <p>{view.registeredOnly ? t('registeredOnly') : t('openToAll')}</p>}
      {view && !view.answering && <Alert variation="info">{t('readOnly')}</Alert>}
      {canAct && <RecordQuestionForm onRecord={record} />}
      <Select
        id="question-status-filter"
        label={t('filter')}
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
      >
        <option value="all">{t('all')}</option>
        {QUESTION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`statuses.${s}`)}
          </option>
        ))}
      </Select>
      <Loaded
        result={{ data: view, error: questions.error }}
        loadingText={t('loading')}
        failedText={t('loadError')}
        catalogueMessage={false}
      >
        {(view) =>
          view.questions.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            view.questions.map((q, index) => (
              <QuestionItem
                key={q.tenderQuestionId}
                question={q}
                number={index + 1}
                askedOn={when(q.askedAt)}
                canAct={canAct}
                onAnswer={answer}
              />
            ))
          )
        }
      </Loaded>
    </section>
  );
}

function QuestionItem({
  question: q,
  number,
  askedOn,
  canAct,
  onAnswer,
}: {
  question: TVendorQuestion;
  number: number;
  askedOn: string;
  canAct: boolean;
  onAnswer: ReturnType<typeof useAnswerQuestion>;
}) {
  const { t } = useTranslation(QUESTIONS_NS);
  const [answer, setAnswer] = useState(q.answer ?? '');
  const [status, setStatus] = useState<QuestionStatus>(q.answer ? q.status : 'Complete');
  const [delivery, setDelivery] = useState<'publish' | 'email'>(
    q.emailedAt && !q.published ? 'email' : 'publish',
  );
  const [errors, setErrors] = useState<{ answer?: string; form?: string }>({});
  const origin =
    q.origin === 'recorded' ? t('recorded') : q.origin === 'public' ? t('askedPublicly') : undefined;
  const [busy, setBusy] = useState(false);
  const headingId = `question-${q.tenderQuestionId}`;
  const sent = q.published ? t('published') : q.emailedAt ? t('emailed') : t('notSent');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { answer: answer.trim(), status, answerViaEmail: delivery === 'email', version: q.version };
    const problem = validateForm(ZVendorQuestionAnswer, body)?.fields.answer;
    setErrors(problem ? { answer: problem } : {});
    if (problem) return;
    setBusy(true);
    try {
      await onAnswer(q.tenderQuestionId, body);
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setErrors(fields.answer ? { answer: fields.answer } : { form: message ?? undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article aria-labelledby={headingId} className="tb-section">
      <Heading level={3} id={headingId}>
        {`${number}. ${t(`statuses.${q.status}`)} · ${q.company}`}
      </Heading>
      <p style={{ whiteSpace: 'pre-wrap' }}>{q.question}</p>
      <p className="tb-muted">
        {t('askedBy', { name: q.fullName, company: q.company, email: q.email, when: askedOn })}
        {origin ? ` · ${origin}` : ''}
      </p>
      <dl className="tb-details">
        <dt>{t('where')}</dt>
        <dd>{sent}</dd>
        {!canAct && (
          <>
            <dt>{t('answerLabel')}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{q.answer ?? t('noAnswer')}</dd>
          </>
        )}
      </dl>
      {canAct && (
        <form aria-labelledby={headingId} onSubmit={(e) => void submit(e)} noValidate>
          <Flex direction="column" gap="small">
            <TextArea
              label={t('answerLabel')}
              value={answer}
              onChange={setAnswer}
              maxLength={ANSWER_MAX_LENGTH}
              error={errors.answer}
            />
            <Select
              id={`${headingId}-status`}
              label={t('statusLabel')}
              value={status}
              onChange={(v) => setStatus(v as QuestionStatus)}
            >
              {QUESTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
            <RadioChoices
              legend={t('delivery')}
              name={`${headingId}-delivery`}
              value={delivery}
              onChange={setDelivery}
              options={[
                { value: 'publish', label: t('publish') },
                { value: 'email', label: t('viaEmail') },
              ]}
            />
            {errors.form && (
              <Alert variation="error" role="alert">
                {errors.form}
              </Alert>
            )}
            <Button type="submit" alignSelf="flex-start" isLoading={busy}>
              {t('save')}
            </Button>
          </Flex>
        </form>
      )}
    </article>
  );
}

export default QuestionsPage;
