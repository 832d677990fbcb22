import '../i18n';
import { Alert, Flex } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { amountLocaleOf, formatAmount } from '../../../../../shared/domain/forms/money';
import type { TPricingReview } from '../../../../../shared/schemas/evaluation';
import { usePricingReview, useScope } from '../api/evaluation-api';
import { EVALUATION_NS } from '../i18n';
import { EvaluationFrame } from './evaluation-frame';
import { LowestTotalsTable } from '../../../components/ui/lowest-totals-table';

function PricingTable({ view }: { view: TPricingReview }) {
  const { t, i18n } = useTranslation(EVALUATION_NS);
  const locale = amountLocaleOf(i18n.language);
  return (
    <LowestTotalsTable
      view={view}
      caption={t('pricing.title')}
      formHeader={t('pricing.form')}
      totalHeader={t('pricing.grandTotal')}
      lowestLabel={t('pricing.lowest')}
      format={(total) => formatAmount(total, locale)}
    />
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
