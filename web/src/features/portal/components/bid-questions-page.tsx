import { Alert, Button, Flex, Heading, Link as UiLink, Text } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QUESTION_MAX_LENGTH } from '../../../../../shared/domain/questions/supplier-questions';
import { ZQuestionAsk, type TSeenQuestion } from '../../../../../shared/schemas/vendor-questions';
import { TextArea } from '../../../components/ui/text-area';
import { portalPaths } from '../../../config/portal-paths';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { askBidQuestion, useSupplierBidQuestions } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { SignedInSupplierOnly } from './signed-in-supplier-only';
import { ZonedTime } from './zoned-time';

/**
 * /portal/bids/:agencyDomain/:projectId/questions (decision 051): a bid's questions for a signed-in
 * supplier. The public detail page links here; logging in comes back with `?next=`.
 */
export function BidQuestionsPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('questions.title'));
  const { agencyDomain = '', projectId = '' } = useParams();
  return (
    <Flex direction="column" gap="medium" className="tb-page">
      <Heading level={1}>{t('questions.title')}</Heading>
      <SignedInSupplierOnly
        texts="questions"
        here={portalPaths.bidQuestions.getHref(agencyDomain, projectId)}
      >
        <BidQuestionsSection agencyDomain={agencyDomain} projectId={projectId} headingLevel={2} />
      </SignedInSupplierOnly>
      <UiLink
        as={Link}
        to={`/opportunities/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}`}
      >
        {t('questions.back')}
      </UiLink>
    </Flex>
  );
}

/**
 * A bid's questions as the signed-in company sees them (decision 051): the form to ask one (until the
 * deadline when the bid closes questions after it), its own questions with their answers once sent, and
 * every published answer. Shown on this page and on an invited bid's portal page.
 */
export function BidQuestionsSection({
  agencyDomain,
  projectId,
  headingLevel,
}: {
  agencyDomain: string;
  projectId: string;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const { data, error, mutate } = useSupplierBidQuestions(agencyDomain, projectId);
  const [question, setQuestion] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (error) return <Alert variation="error">{formErrorsOf(error).message}</Alert>;
  if (!data) return <Text as="p">{t('questions.loading')}</Text>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFormError(null);
    const problem = validateForm(ZQuestionAsk, { question: question.trim() })?.fields.question;
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await mutate(await askBidQuestion(agencyDomain, projectId, question.trim()), { revalidate: false });
      setQuestion('');
      setNotice(t('questions.sent'));
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      if (fields.question) setFieldError(fields.question);
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {data.questionDeadline && (
        <Text as="p">
          {`${t('questions.deadline')} `}
          <ZonedTime iso={data.questionDeadline} agencyTimeZone={data.timeZone} />
        </Text>
      )}
      <section aria-labelledby="ask-question" className="tb-section">
        <Heading level={headingLevel} id="ask-question">
          {t('questions.ask')}
        </Heading>
        {data.closed ? (
          <Text as="p">{t('questions.closed')}</Text>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="ask-question">
            <Flex direction="column" gap="small">
              <TextArea
                label={t('questions.question')}
                hint={t('questions.hint')}
                value={question}
                onChange={setQuestion}
                maxLength={QUESTION_MAX_LENGTH}
                error={fieldError}
              />
              {formError && (
                <Alert variation="error" role="alert">
                  {formError}
                </Alert>
              )}
              <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={busy}>
                {t('questions.send')}
              </Button>
              <span role="status">{notice ?? ''}</span>
            </Flex>
          </form>
        )}
      </section>
      <section aria-labelledby="my-questions" className="tb-section">
        <Heading level={headingLevel} id="my-questions">
          {t('questions.mine')}
        </Heading>
        {data.mine.length === 0 ? (
          <Text as="p">{t('questions.noneMine')}</Text>
        ) : (
          <QuestionList
            questions={data.mine}
            pending={t('questions.pending')}
            note={(q) => (q.published ? t('questions.publishedNote') : undefined)}
          />
        )}
      </section>
      <section aria-labelledby="published-questions" className="tb-section">
        <Heading level={headingLevel} id="published-questions">
          {t('questions.published')}
        </Heading>
        {data.published.length === 0 ? (
          <Text as="p">{t('questions.nonePublished')}</Text>
        ) : (
          <QuestionList questions={data.published} pending={t('questions.pending')} />
        )}
      </section>
    </>
  );
}

function QuestionList<Q extends TSeenQuestion>({
  questions,
  pending,
  note,
}: {
  questions: readonly Q[];
  pending: string;
  note?: (q: Q) => string | undefined;
}) {
  return (
    <dl>
      {questions.map((q) => (
        <div key={q.tenderQuestionId}>
          <dt style={{ fontWeight: 600, whiteSpace: 'pre-wrap' }}>{q.question}</dt>
          <dd style={{ whiteSpace: 'pre-wrap', margin: '0.25rem 0 1rem' }}>
            {q.answer ?? pending}
            {note?.(q) && <span className="tb-muted">{` (${note(q)})`}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default BidQuestionsPage;
