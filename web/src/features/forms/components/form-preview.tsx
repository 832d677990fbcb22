import { Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { FormColumn, FormDefinition, FormResult } from '../../../../../shared/domain/forms/form-model';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import { DataTable } from '../../../components/ui/data-table';
import { FORMS_NS } from '../i18n';

/**
 * The engine's figures for the draft, under the grid (docs/product/tender.md#price-forms): each column's
 * subtotal, then subtotal, tax, total, prompt-pay discount and total after discount, formatted in the UI
 * language. They are the engine's (computeForm), the same function the server runs when it saves.
 */
export function FormPreview({
  draft,
  columns,
  result,
  locale,
  cellProblems,
}: {
  draft: FormDefinition;
  columns: FormColumn[];
  result: FormResult;
  locale: CanadianLocale;
  /** Each cell problem as a sentence naming its line and column. */
  cellProblems: string[];
}) {
  const { t } = useTranslation(FORMS_NS);
  const amount = (value: string) => formatMoney(value, locale);
  const subtotalColumns = columns.filter((c) => result.columnSubtotals[c.key] !== undefined);
  const lines: [string, string, string][] = [
    ...subtotalColumns.map((c): [string, string, string] => [
      `subtotal-${c.key}`,
      t('preview.columnSubtotal', { name: c.name }),
      amount(result.columnSubtotals[c.key]!),
    ]),
    ['subtotal', t('preview.subtotal'), amount(result.subtotal)],
    ...(draft.autoTax ? [['tax', t('preview.tax'), amount(result.tax)] as [string, string, string]] : []),
    ['total', t('preview.total'), amount(result.total)],
    ...(draft.promptPayDiscount
      ? [
          ['discount', t('preview.discount'), amount(result.promptPayDiscount)] as [string, string, string],
          ['totalAfterDiscount', t('preview.totalAfterDiscount'), amount(result.totalAfterDiscount)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <section aria-labelledby="form-preview-heading" aria-live="polite">
      <Heading level={2} id="form-preview-heading">
        {t('preview.heading')}
      </Heading>
      <DataTable label={t('preview.heading')}>
        <tbody>
          {lines.map(([id, label, value]) => (
            <tr key={id}>
              <th scope="row">{label}</th>
              <td data-testid={`preview-${id}`} className="tb-form-amount">
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {cellProblems.length > 0 && (
        <ul data-testid="cell-problems">
          {cellProblems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
