import '../i18n';
import { Alert, Flex } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { amountLocaleOf, formatAmount } from '../../../../../shared/domain/forms/money';
import type { TPricingReview } from '../../../../../shared/schemas/evaluation';
import { usePricingReview, useScope } from '../api/evaluation-api';
import { EVALUATION_NS } from '../i18n';
import { EvaluationFrame } from './evaluation-frame';

function PricingTable({ view }: { view: TPricingReview }) {
  const { t, i18n } = useTranslation(EVALUATION_NS);
  const locale = amountLocaleOf(i18n.language);
  // The lowest is bold with "(lowest)" beside it: visible, and read by screen readers.
  const cell = (total: string | null, lowest: boolean, key: string) => (
    <td key={key} className={lowest ? 'tb-amount tb-lowest' : 'tb-amount'}>
      {total === null ? (
        ''
      ) : lowest ? (
        <strong>
          {formatAmount(total, locale)} <span>{`(${t('pricing.lowest')})`}</span>
        </strong>
      ) : (
        formatAmount(total, locale)
      )}
    </td>
  );
  return (
    <table className="tb-table">
      <caption className="tb-visually-hidden">{t('pricing.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pricing.form')}</th>
          {view.bidders.map((b) => (
            <th key={b.submissionId} scope="col">
              {b.companyName}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.forms.map((form) => (
          <tr key={form.tenderTableId}>
            <th scope="row">{form.name}</th>
            {form.totals.map((total, i) =>
              cell(total, form.lowest.includes(view.bidders[i]!.submissionId), view.bidders[i]!.submissionId),
            )}
          </tr>
        ))}
        <tr>
          <th scope="row">{t('pricing.grandTotal')}</th>
          {view.bidders.map((b) => cell(b.grandTotal, b.lowest, b.submissionId))}
        </tr>
      </tbody>
    </table>
  );
}

/**
 * /projects/:id/evaluate/pricing-review (decision 063): the compliant opened bids' form totals, as the
 * forms' engine computed them when each bid was saved, the lowest marked (the opening's bid analysis rule).
 */
export function PricingReviewPage() {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const pricing = usePricingReview(useScope(), id);
  return (
    <EvaluationFrame titleKey="pricing.title" view={pricing.data} error={pricing.error}>
      {(view) => (
        <Flex direction="column" gap="small">
          <p>{t('pricing.intro')}</p>
          {view.bidders.length === 0 ? (
            <Alert variation="info">{t('noBids')}</Alert>
          ) : (
            <PricingTable view={view} />
          )}
          {view.disqualified.length > 0 && (
            <p className="tb-muted">
              {t('pricing.disqualified', { names: view.disqualified.map((d) => d.companyName).join(', ') })}
            </p>
          )}
        </Flex>
      )}
    </EvaluationFrame>
  );
}

export default PricingReviewPage;
