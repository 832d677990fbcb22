import { TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASKER_TEXT_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
} from '../../../../shared/domain/questions/supplier-questions';
import { TextArea } from '../ui/text-area';
import type { FormErrors } from '../ui/use-form-errors';
import { ASKER_NS } from './i18n';

/** A supplier question's own fields, in the form's order: the question, then who asks it. */
export const ASKER_FIELDS = ['question', 'fullName', 'company', 'email'] as const;
type AskerField = (typeof ASKER_FIELDS)[number];
type Asker = Record<AskerField, string>;
const EMPTY: Asker = { question: '', fullName: '', company: '', email: '' };
/** Who asks, after the question, and what a browser may fill in when the asker types their own. */
const DETAILS = [
  { field: 'fullName', autoComplete: 'name' },
  { field: 'company', autoComplete: 'organization' },
  { field: 'email', autoComplete: 'email' },
] as const;

/**
 * A question and its asker as a form holds them (decision 051): the values typed, a field's message gone as
 * soon as it changes; the values as sent, trimmed, which the form checks with its route's schema.
 */
export function useAsker(errors: Pick<FormErrors, 'clearField'>) {
  const [values, setValues] = useState(EMPTY);
  const set = (field: AskerField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clearField(field);
  };
  const sent = (): Asker => ({
    question: values.question.trim(),
    fullName: values.fullName.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
  });
  return { values, set, sent, reset: () => setValues(EMPTY) };
}

/**
 * The question and its asker's full name, company and email, with their messages. `ownDetails`: the asker
 * types their own, which the browser may fill in; not where a buyer records someone else's.
 */
export function AskerFields({
  asker,
  errors,
  ownDetails = false,
}: {
  asker: ReturnType<typeof useAsker>;
  errors: Pick<FormErrors, 'fields' | 'idOf'>;
  ownDetails?: boolean;
}) {
  const { t } = useTranslation(ASKER_NS);
  const { fields, idOf } = errors;
  const { values, set } = asker;
  return (
    <>
      <TextArea
        label={t('question')}
        id={idOf('question')}
        rows={3}
        maxLength={QUESTION_MAX_LENGTH}
        value={values.question}
        onChange={(value) => set('question', value)}
        error={fields.question}
      />
      {DETAILS.map(({ field, autoComplete }) => (
        <TextField
          key={field}
          label={t(field)}
          id={idOf(field)}
          {...(field === 'email' ? { type: 'email' } : {})}
          isRequired
          {...(field === 'email' ? {} : { maxLength: ASKER_TEXT_MAX_LENGTH })}
          autoComplete={ownDetails ? autoComplete : undefined}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          hasError={!!fields[field]}
          errorMessage={fields[field]}
        />
      ))}
    </>
  );
}
