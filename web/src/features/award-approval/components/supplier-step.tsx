import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney, type Money } from '../../../../../shared/domain/money';
import { ZAwardApprovalCreate, type TAwardApproval } from '../../../../../shared/schemas/award-approvals';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { RadioChoices } from '../../../components/ui/native-fields';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { validateForm } from '../../../lib/validate-form';
import {
  useAwardApprovalChanges,
  useBidders,
  useDisqualifiedBidders,
  useTenantScope,
} from '../api/award-approvals-api';
import { AWARD_APPROVAL_NS } from '../i18n';
import { parseAmount } from '../lib/approval-form';
import { stepHref } from './approval-wizard';
import { catalogueOf } from '../../../../../shared/errors';
import { AWARD_APPROVAL_ERRORS } from '../../../../../shared/errors/award-approvals';

/** The texts of the codes the form's schema names, for its instant check (decision 081). */
const APPROVAL_TEXTS = catalogueOf(AWARD_APPROVAL_ERRORS);

const AMOUNTS = [
  'awardAmount',
  'provisionalAmount',
  'subtotal',
  'amountWithTax',
  'amountWithNonRebateableTax',
] as const;
type AmountField = (typeof AMOUNTS)[number];
const FIELD_ORDER = ['companyName', 'awardAllocation', ...AMOUNTS, 'reportName', 'reportNumber'];
/** The radio value of "another company", typed by hand. */
const OTHER = '\u0000other';

type Values = {
  companyName: string;
  awardAllocation: 'full' | 'part';
  reportName: string;
  reportNumber: string;
} & Record<AmountField, string>;

/**
 * Step 1, add supplier: the recommended bidder (one of the opened bids, with its total once unsealed, or
 * another company typed by hand), the allocation in full or in part, the amounts (0.00 to
 * 1,000,000,000,000.00, typed in either language) and the report's name and number. The first save creates
 * the approval; later ones change it at the version read.
 */
export function SupplierStep({
  projectId,
  approval,
  locked,
}: {
  projectId: string;
  approval: TAwardApproval | null;
  locked: boolean;
}) {
  const { t, i18n } = useTranslation(AWARD_APPROVAL_NS);
  const locale = canadianLocale(i18n.language);
  const navigate = useNavigate();
  const scope = useTenantScope();
  const bidders = useBidders(scope, projectId);
  const changes = useAwardApprovalChanges(scope, projectId);
  const disqualified = useDisqualifiedBidders(scope, projectId);
  // A disqualified bidder is not offered (the server refuses it too: awardApprovalCompanyDisqualified).
  const rows = (bidders.data?.rows ?? []).filter(
    (r) => (r.status === 'sealed' || r.status === 'unsealed') && !disqualified.has(r.submissionId),
  );
  const initial: Values = {
    companyName: approval?.companyName ?? '',
    awardAllocation: approval?.awardAllocation ?? 'full',
    reportName: approval?.reportName ?? '',
    reportNumber: approval?.reportNumber ?? '',
    ...(Object.fromEntries(
      AMOUNTS.map((f) => {
        const amount = approval?.[f];
        return [f, amount === null || amount === undefined ? '' : formatMoney(amount, locale)];
      }),
    ) as Record<AmountField, string>),
  };
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const { fields, idOf } = errors;
  useDirtyForm(JSON.stringify(values) !== JSON.stringify(initial) && !busy);
  // The radio chosen; until the user chooses, the company's own (the list of bids may arrive after the form).
  const [choice, setChoice] = useState<string | null>(null);
  const bidder =
    choice ??
    (rows.some((r) => r.companyName === values.companyName)
      ? values.companyName
      : values.companyName
        ? OTHER
        : '');

  const set = (change: Partial<Values>, field?: string) => {
    setValues((v) => ({ ...v, ...change }));
    if (field) errors.clearField(field);
  };

  const chooseBidder = (picked: string) => {
    const row = rows.find((r) => r.companyName === picked);
    setChoice(picked);
    set(
      {
        companyName: row ? row.companyName : '',
        // A bid's total is the amount awarded in full, unless one is typed already.
        ...(row?.grandTotal && values.awardAmount.trim() === ''
          ? { awardAmount: formatMoney(row.grandTotal, locale) }
          : {}),
      },
      'companyName',
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const companyName = values.companyName.trim();
    const unreadable: Record<string, string> = {};
    const amounts = {} as Record<AmountField, Money | null>;
    for (const field of AMOUNTS) {
      const parsed = parseAmount(values[field]);
      if (parsed === 'invalid') unreadable[field] = t('errors.amountInvalid');
      else amounts[field] = parsed;
    }
    const body = {
      companyName,
      awardAllocation: values.awardAllocation,
      reportName: values.reportName.trim(),
      reportNumber: values.reportNumber.trim(),
      ...amounts,
    };
    // The create route's schema (an update sends the same fields at its version); an amount it could not
    // read is the form's own.
    const problems = {
      ...validateForm(ZAwardApprovalCreate, body, { catalogue: APPROVAL_TEXTS })?.fields,
      ...unreadable,
    };
    errors.show({ fields: problems });
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const saved = approval ? await changes.update(approval, body) : await changes.create(body);
      notifier.notify(t(approval ? 'wizard.saved' : 'wizard.created'), 'success');
      setValues(initial);
      navigate(stepHref(saved.awardApprovalId, 'documents'));
    } catch (error) {
      errors.show(formErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const amountField = (field: AmountField) => (
    <TextField
      key={field}
      label={t(`fields.${field}`)}
      id={idOf(field)}
      name={field}
      inputMode="decimal"
      value={values[field]}
      onChange={(e) => set({ [field]: e.target.value }, field)}
      hasError={!!fields[field]}
      errorMessage={fields[field]}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="supplier-step">
      <fieldset disabled={busy || locked} className="tb-fieldset">
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          {bidders.data && rows.length === 0 && <p>{t('noBidders')}</p>}
          {rows.length > 0 && (
            <RadioChoices
              legend={t('fields.bidder')}
              name="bidder"
              value={bidder}
              onChange={chooseBidder}
              options={[
                ...rows.map((r) => ({
                  value: r.companyName,
                  label: `${r.companyName} — ${
                    r.grandTotal ? t('bidTotal', { amount: formatMoney(r.grandTotal, locale) }) : t('sealed')
                  }`,
                })),
                { value: OTHER, label: t('fields.otherCompany') },
              ]}
            />
          )}
          {(rows.length === 0 || bidder === OTHER) && (
            <TextField
              label={t('fields.company')}
              id={idOf('companyName')}
              name="companyName"
              isRequired
              value={values.companyName}
              onChange={(e) => set({ companyName: e.target.value }, 'companyName')}
              hasError={!!fields.companyName}
              errorMessage={fields.companyName}
            />
          )}
          {rows.length > 0 && bidder !== OTHER && fields.companyName && (
            <p id={idOf('companyName')} tabIndex={-1} className="tb-field-error">
              {fields.companyName}
            </p>
          )}
          <RadioChoices
            legend={t('fields.allocation')}
            name="awardAllocation"
            value={values.awardAllocation}
            onChange={(awardAllocation) => set({ awardAllocation })}
            options={[
              { value: 'full', label: t('allocation.full') },
              { value: 'part', label: t('allocation.part') },
            ]}
          />
          {AMOUNTS.map(amountField)}
          <TextField
            label={t('fields.reportName')}
            id={idOf('reportName')}
            name="reportName"
            value={values.reportName}
            onChange={(e) => set({ reportName: e.target.value }, 'reportName')}
            hasError={!!fields.reportName}
            errorMessage={fields.reportName}
          />
          <TextField
            label={t('fields.reportNumber')}
            id={idOf('reportNumber')}
            name="reportNumber"
            value={values.reportNumber}
            onChange={(e) => set({ reportNumber: e.target.value }, 'reportNumber')}
            hasError={!!fields.reportNumber}
            errorMessage={fields.reportNumber}
          />
          <div>
            <Button type="submit" variation="primary" isLoading={busy}>
              {t('wizard.next')}
            </Button>
          </div>
        </Flex>
      </fieldset>
    </form>
  );
}
