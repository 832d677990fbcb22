import { Text, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Check } from '../../../components/ui/native-fields';
import type { BidSubmission } from '../api/submission-api';
import { itemsOf, type Answers } from '../hooks/use-bid';
import { PORTAL_NS } from '../i18n';
import { BidSection } from './bid-section';

/** What the answers' sections take: the bid, its answers as typed, and whether they may change. */
type AnswersProps = {
  data: BidSubmission;
  answers: Answers;
  onChange: (answers: Answers) => void;
  disabled: boolean;
};

/** The bid's questions, each answered in a text field; none when the bid asks none. */
export function BidQuestions({ data, answers, onChange, disabled }: AnswersProps) {
  const { t } = useTranslation(PORTAL_NS);
  const questions = itemsOf(data, 'question');
  if (!data.requirements.settings.questions.used || questions.length === 0) return null;
  return (
    <BidSection name="questions" heading={t('submission.questions')}>
      {questions.map((question) => (
        <TextField
          key={question.submissionRequirementId}
          label={`${String(question.content.text ?? question.title)}${question.content.mandatory ? ` (${t('submission.required')})` : ''}`}
          descriptiveText={
            question.content.answerType === 'number' ? t('submission.numberAnswer') : undefined
          }
          value={answers.questions[question.submissionRequirementId] ?? ''}
          isDisabled={disabled}
          onChange={(e) =>
            onChange({
              ...answers,
              questions: { ...answers.questions, [question.submissionRequirementId]: e.target.value },
            })
          }
        />
      ))}
    </BidSection>
  );
}

/** The bid's terms, each with its text and the box that accepts it; none when the bid has none. */
export function BidTerms({ data, answers, onChange, disabled }: AnswersProps) {
  const { t } = useTranslation(PORTAL_NS);
  const allTerms = itemsOf(data, 'terms');
  if (!data.requirements.settings.terms.used || allTerms.length === 0) return null;
  return (
    <BidSection name="terms" heading={t('submission.terms')}>
      {allTerms.map((terms) => (
        <div key={terms.submissionRequirementId}>
          <Text as="p">{String(terms.content.text ?? '')}</Text>
          <Check
            label={t('submission.accept', { title: terms.title })}
            checked={answers.termsAccepted.includes(terms.submissionRequirementId)}
            disabled={disabled}
            onChange={(checked) =>
              onChange({
                ...answers,
                termsAccepted: checked
                  ? [...answers.termsAccepted, terms.submissionRequirementId]
                  : answers.termsAccepted.filter((id) => id !== terms.submissionRequirementId),
              })
            }
          />
        </div>
      ))}
    </BidSection>
  );
}
