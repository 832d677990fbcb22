import { Heading, Text } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cellKind, liveColumns, liveRows } from '../../../../../shared/domain/forms/form-columns';
import { computeForm, refusedBidCells } from '../../../../../shared/domain/forms/form-engine';
import type { FormDefinition, FormEntries } from '../../../../../shared/domain/forms/form-model';
import { lineLabel } from '../../../../../shared/domain/forms/form-rules';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney, formatNumber } from '../../../../../shared/domain/money';
import { DataTable } from '../../../components/ui/data-table';
import { PORTAL_NS } from '../i18n';
import { bidRuleMessage } from './bid-rules';
import { FormFigures } from './form-figures';

/** One bid form: its lines with the bidder's cells, the engine's live figures, and what the rules refuse. */
export function BidForm({
  tenderTableId,
  definition,
  entries,
  locale,
  disabled,
  onChange,
}: {
  tenderTableId: string;
  definition: FormDefinition;
  entries: FormEntries;
  locale: CanadianLocale;
  disabled: boolean;
  onChange: (entries: FormEntries) => void;
}) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const result = useMemo(() => computeForm(definition, entries), [definition, entries]);
  const refused = useMemo(() => refusedBidCells(result), [result]);
  const refusalOf = (rowId: string, key: string) =>
    refused.find((p) => p.rowId === rowId && p.columnKey === key);
  const columns = liveColumns(definition);
  const rows = liveRows(definition);
  const headingId = `bid-form-${tenderTableId}`;
  const setCell = (rowId: string, key: string, value: string) =>
    onChange({
      ...entries,
      rows: entries.rows.map((row) =>
        row.rowId === rowId ? { ...row, cells: { ...row.cells, [key]: value } } : row,
      ),
    });
  // A computed cell in the UI language, grouped, from its exact decimal text (never through a float).
  const shown = (column: (typeof columns)[number], value: string) =>
    cellKind(column) === 'amount'
      ? formatMoney(value, locale)
      : cellKind(column) === 'quantity'
        ? formatNumber(value, locale)
        : value;
  const problemOf = (rowId: string, key: string) =>
    result.problems.find((p) => p.rowId === rowId && p.columnKey === key);
  return (
    <section aria-labelledby={headingId} className="tb-section">
      <Heading level={2} id={headingId}>
        {definition.name}
        {definition.mandatory ? ` (${t('submission.required')})` : ''}
      </Heading>
      {definition.instructionsText && <Text as="p">{definition.instructionsText}</Text>}
      <DataTable label={definition.name}>
        <thead>
          <tr>
            <th scope="col">{t('submission.line')}</th>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const line = lineLabel(definition, index);
            const computed = result.rows.find((r) => r.rowId === row.id)?.cells ?? {};
            const typed = entries.rows.find((r) => r.rowId === row.id)?.cells ?? {};
            return (
              <tr key={row.id}>
                <th scope="row">{line}</th>
                {columns.map((column) => {
                  if (!column.bidderInput || column.formula)
                    return <td key={column.key}>{shown(column, computed[column.key] ?? '')}</td>;
                  const refusal = refusalOf(row.id, column.key);
                  const errorId = `bid-cell-error-${tenderTableId}-${row.id}-${column.key}`;
                  return (
                    <td key={column.key}>
                      <input
                        className="amplify-input"
                        aria-label={t('submission.cell', { column: column.name, line })}
                        aria-invalid={problemOf(row.id, column.key) ? true : undefined}
                        aria-describedby={refusal ? errorId : undefined}
                        inputMode="decimal"
                        value={typed[column.key] ?? ''}
                        disabled={disabled}
                        onChange={(e) => setCell(row.id, column.key, e.target.value)}
                      />
                      {refusal && (
                        <Text as="span" variation="error" fontSize="small" id={errorId}>
                          {bidRuleMessage(refusal.code, i18n.language)}
                        </Text>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <FormFigures definition={definition} figures={result} locale={locale} testId={tenderTableId} />
    </section>
  );
}
