import { Button, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseCurrencyInput, type Money } from '../../../../../shared/domain/money';
import { findAwardProblems } from '../../../../../shared/domain/awards/awards';
import { localInputToStored, storedToLocalInput } from '../../../../../shared/domain/projects/project-dates';
import {
  ZAwardCreate,
  type TAward,
  type TAwardCreate,
  type TAwardSummary,
} from '../../../../../shared/schemas/awards';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Select } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { AWARD_NS } from '../i18n';
import { catalogueOf } from '../../../../../shared/errors';
import { AWARD_ERRORS } from '../../../../../shared/errors/awards';

/** The texts of the codes the form's schema names, for its instant check (decision 081). */
const AWARD_TEXTS = catalogueOf(AWARD_ERRORS);

const FIELD_ORDER = [
  'submissionId',
  'amount',
  'awardDate',
  'actualAnnualValue',
  'actualTotalValue',
  'exceptionTypeId',
  'displayToPublic',
  'notes',
  'contractNumber',
] as const;
type Field = (typeof FIELD_ORDER)[number];
const FIELD_OF_CODE = { awardCompanyAlreadyAwarded: 'submissionId' };
const MONEY_FIELDS = ['amount', 'actualAnnualValue', 'actualTotalValue'] as const;

type Texts = Record<Field, string>;

/**
 * An awarded company's fields in a dialog: the company (among the opened bids not yet awarded, when adding),
 * the amount and values typed as money, the award date in the agency's zone, the exception type (the
 * agency's list), display to public, notes and the contract number. Checked with findAwardProblems as the
 * server checks them; a refused save shows under its field and in the error summary, in the user's language.
 */
export function AwardFormDialog({
  summary,
  editing,
  onSave,
  onClose,
}: {
  summary: TAwardSummary;
  /** The award being edited; absent when adding one. */
  editing?: TAward | undefined;
  onSave: (body: TAwardCreate & { version?: number }) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(AWARD_NS);
  const zone = summary.timeZone;
  // Amounts are shown and read in the language the dialog opened in.
  const [language] = useState(i18n.language);
  const moneyText = (amount: Money | undefined) =>
    amount === undefined ? '' : formatMoney(amount, language);
  const [values, setValues] = useState<Texts>({
    submissionId: editing?.submissionId ?? '',
    amount: moneyText(editing?.amount),
    awardDate: storedToLocalInput(editing?.awardDate, zone),
    actualAnnualValue: moneyText(editing?.actualAnnualValue),
    actualTotalValue: moneyText(editing?.actualTotalValue),
    exceptionTypeId: editing?.exceptionTypeId ?? '',
    displayToPublic: editing ? String(editing.displayToPublic) : 'true',
    notes: editing?.notes ?? '',
    contractNumber: editing?.contractNumber ?? '',
  });
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const { fields, idOf } = errors;
  const awarded = new Set(summary.awards.map((a) => a.submissionId));
  const choices = summary.bids.filter((b) => b.awardable && !awarded.has(b.submissionId));

  const set = (key: Field, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clearField(key);
  };

  /**
   * The request from what was typed, or the fields' problems: an amount or a date it cannot read (the form's
   * words), the create route's schema (an edit sends the same values at its version) and the award rules
   * the server runs next (findAwardProblems).
   */
  const read = (): { body?: TAwardCreate; problems: Record<string, string> } => {
    const unreadable: Record<string, string> = {};
    const money: Partial<Record<(typeof MONEY_FIELDS)[number], Money>> = {};
    for (const field of MONEY_FIELDS) {
      const typed = values[field].trim();
      if (!typed) continue;
      // Typed in the user's language; a minus is read, for the schema to say the range.
      const parsed = parseCurrencyInput(typed, language, { allowNegative: true });
      if (!parsed.ok || parsed.value === '') unreadable[field] = t('form.moneyInvalid');
      else money[field] = parsed.value;
    }
    let awardDate: string | undefined;
    if (values.awardDate) {
      const stored = localInputToStored(values.awardDate, zone);
      if (stored.ok) awardDate = stored.stored;
      else unreadable.awardDate = t('form.dateInvalid');
    }
    const contractNumber = values.contractNumber.trim();
    const body = {
      submissionId: editing?.submissionId ?? values.submissionId,
      amount: money.amount,
      awardDate,
      ...(money.actualAnnualValue !== undefined ? { actualAnnualValue: money.actualAnnualValue } : {}),
      ...(money.actualTotalValue !== undefined ? { actualTotalValue: money.actualTotalValue } : {}),
      ...(values.exceptionTypeId ? { exceptionTypeId: values.exceptionTypeId } : {}),
      displayToPublic: values.displayToPublic === 'true',
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      ...(contractNumber ? { contractNumber } : {}),
    } as TAwardCreate;
    const problems = {
      ...validateForm(ZAwardCreate, body, { catalogue: AWARD_TEXTS })?.fields,
      ...unreadable,
    };
    // All at once: the server would answer the closing date's rule only once the schema passed.
    for (const problem of findAwardProblems(body, summary.closingDate))
      problems[problem.field] ??= t(`form.${problem.code}`, { defaultValue: problem.code });
    return Object.keys(problems).length > 0 ? { problems } : { body, problems };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { body, problems } = read();
    if (!body) return errors.show({ fields: problems });
    errors.clear();
    setBusy(true);
    try {
      await onSave(editing ? { ...body, version: editing.version } : body);
    } catch (error) {
      errors.show(formErrorsOf(error, FIELD_OF_CODE));
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Field, label: string, extra: { inputMode?: 'decimal'; type?: string } = {}) => (
    <TextField
      label={label}
      id={idOf(field)}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      hasError={!!fields[field]}
      errorMessage={fields[field]}
      {...extra}
    />
  );

  const title = editing ? t('form.editTitle', { company: editing.companyName }) : t('form.addTitle');
  return (
    <ModalDialog
      open
      title={title}
      onCancel={onClose}
      testId="award-form"
      actions={
        <>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" form="award-form" variation="primary" isDisabled={busy}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form id="award-form" aria-label={title} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={busy} className="tb-fieldset">
          <ErrorSummary {...errors.summary} />
          {!editing && (
            <Select
              id={idOf('submissionId')}
              label={t('form.company')}
              value={values.submissionId}
              onChange={(value) => set('submissionId', value)}
              error={fields.submissionId}
            >
              <option value="">{t('form.chooseCompany')}</option>
              {choices.map((bid) => (
                <option key={bid.submissionId} value={bid.submissionId}>
                  {bid.grandTotal
                    ? `${bid.companyName} · ${formatMoney(bid.grandTotal, i18n.language)}`
                    : bid.companyName}
                </option>
              ))}
            </Select>
          )}
          {text('amount', t('form.amount'), { inputMode: 'decimal' })}
          {text('awardDate', t('form.awardDate'), { type: 'datetime-local' })}
          {text('actualAnnualValue', t('form.annualValue'), { inputMode: 'decimal' })}
          {text('actualTotalValue', t('form.totalValue'), { inputMode: 'decimal' })}
          <Select
            id={idOf('exceptionTypeId')}
            label={t('form.exception')}
            value={values.exceptionTypeId}
            onChange={(value) => set('exceptionTypeId', value)}
            error={fields.exceptionTypeId}
          >
            <option value="">{t('form.noException')}</option>
            {summary.exceptionTypes.map((e) => (
              <option key={e.listItemId} value={e.listItemId}>
                {e.name}
              </option>
            ))}
          </Select>
          <label className="tb-check">
            <input
              type="checkbox"
              id={idOf('displayToPublic')}
              checked={values.displayToPublic === 'true'}
              onChange={(e) => set('displayToPublic', String(e.target.checked))}
            />
            {t('form.displayToPublic')}
          </label>
          <TextArea
            label={t('form.notes')}
            id={idOf('notes')}
            rows={2}
            value={values.notes}
            onChange={(value) => set('notes', value)}
            error={fields.notes}
          />
          {text('contractNumber', t('form.contractNumber'))}
        </fieldset>
      </form>
    </ModalDialog>
  );
}
