import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../../../../../shared/domain/forms/form-model';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import { promptPayTerms } from '../../../../../shared/domain/forms/prompt-pay';
import { PORTAL_NS } from '../i18n';

/** A form's figures as the supplier commits to them: total, and the buyer's prompt-pay discount with the total after it. */
export function FormFigures({
  definition,
  figures,
  locale,
  testId,
}: {
  definition: FormDefinition;
  figures: {
    subtotal?: string;
    tax?: string;
    total: string;
    promptPayDiscount?: string;
    totalAfterDiscount?: string;
  };
  locale: CanadianLocale;
  testId: string;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const terms = promptPayTerms(definition, locale);
  const amount = (value: string | undefined) => (value === undefined ? '' : formatMoney(value, locale));
  return (
    <dl className="tb-details" data-testid={`totals-${testId}`}>
      {figures.subtotal !== undefined && (
        <>
          <dt>{t('submission.subtotal')}</dt>
          <dd>{amount(figures.subtotal)}</dd>
        </>
      )}
      {figures.tax !== undefined && (
        <>
          <dt>{t('submission.tax')}</dt>
          <dd>{amount(figures.tax)}</dd>
        </>
      )}
      <dt>{t('submission.total')}</dt>
      <dd data-testid={`total-${testId}`}>{amount(figures.total)}</dd>
      {terms !== undefined && (
        <>
          <dt>{t('submission.promptPayDiscount', { terms })}</dt>
          <dd data-testid={`discount-${testId}`}>{amount(figures.promptPayDiscount)}</dd>
          <dt>{t('submission.totalAfterDiscount')}</dt>
          <dd data-testid={`after-discount-${testId}`}>{amount(figures.totalAfterDiscount)}</dd>
        </>
      )}
    </dl>
  );
}
