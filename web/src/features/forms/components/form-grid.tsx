import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormColumn, FormResult, FormRow } from '../../../../../shared/domain/forms/form-model';
import { choiceOfKey, type CellChoice } from '../lib/cells';
import { moveInGrid, moveOfKey, type GridPosition } from '../lib/grid-navigation';
import { FORMS_NS } from '../i18n';
import './forms.css';

export interface FormGridProps {
  columns: FormColumn[];
  rows: FormRow[];
  /** The engine's answer for the draft: computed cells and cell problems. */
  result: FormResult;
  /** Each row's line label ("A1", "A2"), by row id. */
  lineLabels: Record<string, string>;
  /** The id of a cell, which the error summary links to. */
  cellId: (rowId: string, columnKey: string) => string;
  /** The buyer types this cell (not a formula, not the bidder's). */
  isEditable: (column: FormColumn) => boolean;
  /** Amounts line up on the right. */
  isAmount: (column: FormColumn) => boolean;
  /** How a cell shows (amounts in the UI language's format). */
  display: (column: FormColumn, value: string) => string;
  onCell: (rowId: string, columnKey: string, value: string) => void;
  /** A choice cell's picker choices (cells.ts cellChoices), or null for a typed cell. */
  choicesOf: (column: FormColumn) => CellChoice[] | null;
  /** Alt+ArrowLeft/Right on a column header. */
  onMoveColumn: (key: string, by: -1 | 1) => void;
  disabled?: boolean;
  /** The id of the text that explains the keys. */
  describedBy?: string;
}

/**
 * The form as a spreadsheet-like ARIA grid: one cell holds the tab stop (roving tabindex); arrows, Home/End
 * and Tab move it; Enter (or typing) edits the cell, Enter again commits and moves down, Escape cancels.
 * Row 0 is the header row (each column's name and key, so formulas can be written); column 0 the line.
 * A choice cell edits with a select of its choices: arrows pick, Enter commits, Escape cancels, and a
 * letter typed over the cell opens it on the first choice starting with that letter.
 */
export function FormGrid(props: FormGridProps) {
  const {
    columns,
    rows,
    result,
    lineLabels,
    cellId,
    isEditable,
    isAmount,
    display,
    onCell,
    choicesOf,
    onMoveColumn,
    disabled,
    describedBy,
  } = props;
  const { t } = useTranslation(FORMS_NS);
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const [editing, setEditingState] = useState<{ value: string } | null>(null);
  // What is being typed, read by the blur that follows a commit or a cancel (which must not commit again).
  const editRef = useRef<string | null>(null);
  const setEditing = (next: { value: string } | null) => {
    editRef.current = next ? next.value : null;
    setEditingState(next);
  };
  const tableRef = useRef<HTMLTableElement>(null);
  // Focus follows the active cell only after a key or a click in the grid, never on a re-render.
  const wantFocus = useRef(false);
  const size = { rows: rows.length + 1, cols: columns.length + 1 };
  const at = { row: Math.min(active.row, size.rows - 1), col: Math.min(active.col, size.cols - 1) };

  const computed = new Map(result.rows.map((r) => [r.rowId, r.cells]));
  const problemOf = (rowId: string, key: string) =>
    result.problems.find((p) => p.rowId === rowId && p.columnKey === key);

  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    const cell = tableRef.current?.querySelector<HTMLElement>(`[data-cell="${at.row}:${at.col}"]`);
    const input = editing ? cell?.querySelector('input') : null;
    const select = editing ? cell?.querySelector('select') : null;
    if (input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else if (select) select.focus();
    else cell?.focus();
  });

  const go = (next: GridPosition) => {
    wantFocus.current = true;
    setActive(next);
  };

  const cellAt = (pos: GridPosition) => {
    const row = rows[pos.row - 1];
    const column = columns[pos.col - 1];
    return row && column ? { row, column } : null;
  };

  const editableAt = (pos: GridPosition) => {
    const cell = cellAt(pos);
    return !disabled && cell !== null && isEditable(cell.column) ? cell : null;
  };

  const commit = () => {
    const cell = editableAt(at);
    const value = editRef.current;
    if (cell && value !== null) onCell(cell.row.id, cell.column.key, value.trim());
    setEditing(null);
    wantFocus.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing) {
      if (event.key === 'Enter') {
        event.preventDefault();
        commit();
        go(moveInGrid(at, 'down', size) ?? at);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setEditing(null);
        wantFocus.current = true;
      } else if (event.key === 'Tab') {
        const next = moveInGrid(at, event.shiftKey ? 'previous' : 'next', size);
        commit();
        if (next) {
          event.preventDefault();
          go(next);
        }
      }
      return;
    }
    const column = at.row === 0 ? columns[at.col - 1] : undefined;
    if (column && event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      const by = event.key === 'ArrowLeft' ? -1 : 1;
      const index = at.col - 1 + by;
      if (disabled || index < 0 || index >= columns.length) return;
      onMoveColumn(column.key, by);
      go({ row: 0, col: index + 1 });
      return;
    }
    const move = moveOfKey(event.key, event.ctrlKey || event.metaKey, event.shiftKey);
    if (move) {
      const next = moveInGrid(at, move, size);
      if (next) {
        event.preventDefault();
        go(next);
      }
      return;
    }
    const cell = editableAt(at);
    if (!cell) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      wantFocus.current = true;
      setEditing({ value: cell.row.cells[cell.column.key] ?? '' });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onCell(cell.row.id, cell.column.key, '');
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing over a cell replaces its value, as in a spreadsheet; over a choice cell it picks a choice.
      event.preventDefault();
      const choices = choicesOf(cell.column);
      const value = choices
        ? (choiceOfKey(choices, event.key) ?? cell.row.cells[cell.column.key] ?? '')
        : event.key;
      wantFocus.current = true;
      setEditing({ value });
    }
  };

  const tabIndexOf = (row: number, col: number) => (row === at.row && col === at.col ? 0 : -1);
  const activate = (row: number, col: number) => {
    if (editing && (row !== at.row || col !== at.col)) commit();
    setActive({ row, col });
  };

  return (
    <div className="tb-table-scroll" role="region" aria-label={t('grid.region')} tabIndex={-1}>
      <table
        ref={tableRef}
        role="grid"
        className="tb-table tb-form-grid"
        aria-label={t('grid.label')}
        aria-describedby={describedBy}
        aria-rowcount={size.rows}
        aria-colcount={size.cols}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr role="row" aria-rowindex={1}>
            <th
              role="columnheader"
              data-cell="0:0"
              tabIndex={tabIndexOf(0, 0)}
              onFocus={() => activate(0, 0)}
            >
              {t('grid.line')}
            </th>
            {columns.map((column, i) => (
              <th
                key={column.key}
                role="columnheader"
                data-cell={`0:${i + 1}`}
                data-testid={`column-header-${column.key}`}
                tabIndex={tabIndexOf(0, i + 1)}
                style={{ minWidth: `${column.width}px` }}
                onFocus={() => activate(0, i + 1)}
              >
                {column.name} <span className="tb-muted">({column.key})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row.id} role="row" aria-rowindex={r + 2}>
              <th
                role="rowheader"
                data-cell={`${r + 1}:0`}
                tabIndex={tabIndexOf(r + 1, 0)}
                onFocus={() => activate(r + 1, 0)}
              >
                {lineLabels[row.id]}
                {row.optional && <span className="tb-muted"> {t('grid.optional')}</span>}
              </th>
              {columns.map((column, c) => {
                const pos = { row: r + 1, col: c + 1 };
                const isActive = pos.row === at.row && pos.col === at.col;
                const editable = !disabled && isEditable(column);
                const value = editable
                  ? (row.cells[column.key] ?? '')
                  : (computed.get(row.id)?.[column.key] ?? '');
                const problem = problemOf(row.id, column.key);
                return (
                  <td
                    key={column.key}
                    role="gridcell"
                    id={cellId(row.id, column.key)}
                    data-cell={`${pos.row}:${pos.col}`}
                    data-testid={`cell-${row.id}-${column.key}`}
                    tabIndex={isActive && editing ? -1 : tabIndexOf(pos.row, pos.col)}
                    aria-readonly={editable ? undefined : true}
                    aria-invalid={problem ? true : undefined}
                    className={
                      [editable ? '' : 'tb-form-computed', isAmount(column) ? 'tb-form-amount' : '']
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    onFocus={() => activate(pos.row, pos.col)}
                    onDoubleClick={() => {
                      if (!editable) return;
                      wantFocus.current = true;
                      setActive(pos);
                      setEditing({ value: row.cells[column.key] ?? '' });
                    }}
                  >
                    {isActive && editing && choicesOf(column) ? (
                      <select
                        className="tb-form-cell-input"
                        aria-label={t('grid.cellLabel', { line: lineLabels[row.id], column: column.name })}
                        value={editing.value}
                        onChange={(e) => setEditing({ value: e.target.value })}
                        onBlur={() => {
                          if (editRef.current !== null) commit();
                        }}
                      >
                        {choicesOf(column)!.map((choice) => (
                          <option key={choice.value} value={choice.value}>
                            {choice.value === '' ? t('grid.noChoice') : choice.label}
                          </option>
                        ))}
                      </select>
                    ) : isActive && editing ? (
                      <input
                        className="tb-form-cell-input"
                        aria-label={t('grid.cellLabel', { line: lineLabels[row.id], column: column.name })}
                        value={editing.value}
                        onChange={(e) => setEditing({ value: e.target.value })}
                        onBlur={() => {
                          if (editRef.current !== null) commit();
                        }}
                      />
                    ) : value === '' ? (
                      ''
                    ) : (
                      display(column, value)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
