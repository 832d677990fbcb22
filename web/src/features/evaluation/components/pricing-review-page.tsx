import '../i18n';
import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import type { TPricingReview } from '../../../../../shared/schemas/evaluation';
import { usePricingReview, useScope } from '../api/evaluation-api';
import { EVALUATION_NS } from '../i18n';
import { EvaluationFrame } from './evaluation-frame';
import { LowestTotalsTable } from '../../../components/ui/lowest-totals-table';
import { hasAddedLines, type BidTabulationLabels } from '../../../components/ui/bid-tabulation';
import { BidTabulationTable } from '../../../components/ui/bid-tabulation-table';

function PricingTable({ view }: { view: TPricingReview }) {
  const { t, i18n } = useTranslation(EVALUATION_NS);
  const locale = canadianLocale(i18n.language);
  return (
    <LowestTotalsTable
      view={view}
      caption={t('pricing.title')}
      formHeader={t('pricing.form')}
      totalHeader={t('pricing.grandTotal')}
      lowestLabel={t('pricing.lowest')}
      format={(total) => formatMoney(total, locale)}
    />
  );
}

/** Each price form's lines × the compliant bidders, as the opening's bid analysis tabulates them. */
function PricingTabulations({ view }: { view: TPricingReview }) {
  const { t, i18n } = useTranslation(EVALUATION_NS);
  const locale = canadianLocale(i18n.language);
  const labels: BidTabulationLabels = {
    line: t('pricing.line'),
    unitPrice: t('pricing.unitPrice'),
    extended: t('pricing.extended'),
    addedBy: t('pricing.addedBy'),
    figures: {
      subtotal: t('pricing.figures.subtotal'),
      tax: t('pricing.figures.tax'),
      total: t('pricing.figures.total'),
      promptPayDiscount: t('pricing.figures.promptPayDiscount'),
      totalAfterDiscount: t('pricing.figures.totalAfterDiscount'),
    },
  };
  if (view.tabulations.length === 0) return null;
  return (
    <>
      <Heading level={2}>{t('pricing.tabulation')}</Heading>
      <p>{t('pricing.tabulationIntro')}</p>
      {view.tabulations.some(hasAddedLines) && <p className="tb-muted">{t('pricing.addedLines')}</p>}
      {view.tabulations.map((tabulation) => (
        <section key={tabulation.tenderTableId}>
          <Heading level={3}>{tabulation.name}</Heading>
          <BidTabulationTable
            tabulation={tabulation}
            bidders={view.bidders}
            labels={labels}
            format={(amount) => formatMoney(amount, locale)}
            caption={t('pricing.tabulationOf', { form: tabulation.name })}
          />
        </section>
      ))}
    </>
  );
}

/**
 * /projects/:id/evaluate/pricing-review (decision 063): the compliant opened bids' form totals, as the
 * forms' engine computed them when each bid was saved, the lowest marked (the opening's bid analysis rule),
 * then each price form line by line with those bidders side by side (the opening's bid tabulation, shared
 * in components/ui).
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
            <>
              <PricingTable view={view} />
              <PricingTabulations view={view} />
            </>
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
