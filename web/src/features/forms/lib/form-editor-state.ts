import { DELETED_SORT_ORDER } from '../../../../../shared/domain/forms/form-limits';
import type { FormColumn, FormDefinition } from '../../../../../shared/domain/forms/form-model';
import {
  addColumn,
  addOptionalRow,
  addRow,
  canDeleteColumn,
  enableBidderRows,
  moveColumn,
  moveRow,
} from '../../../../../shared/domain/forms/form-rules';

/**
 * The form editor's state as a pure reducer: the definition as stored (to tell unsaved changes), the one
 * being edited, the version it was read at, and the last refusal. The rules are the engine's
 * (shared/domain/forms/form-rules.ts: which column may go, what "bidder rows" erase, the new column's name,
 * width and key, the optional rows' maximum); this applies them and keeps the refusal for the screen to say.
 */
export type FormSettings = Omit<FormDefinition, 'columns' | 'rows' | 'tableType' | 'sortOrder'>;

/** A change the rules refused: the screen shows the catalogue's message for `code`. */
export type EditorRefusal = { code: 'formColumnInUse' | 'formOptionalRowsExceeded'; columnKey?: string };

export type EditorState = {
  saved: FormDefinition;
  draft: FormDefinition;
  /** The version the draft was read at: the save sends it, a lost race answers 409. */
  version: number;
  refusal: EditorRefusal | null;
};

export type EditorAction =
  | { type: 'load'; definition: FormDefinition; version: number }
  | { type: 'settings'; changes: Partial<FormSettings> }
  | { type: 'allowBidderRows'; on: boolean }
  | { type: 'addColumn' }
  | { type: 'updateColumn'; key: string; changes: Partial<Omit<FormColumn, 'key' | 'sortOrder'>> }
  | { type: 'deleteColumn'; key: string }
  | { type: 'moveColumn'; key: string; by: -1 | 1 }
  | { type: 'addRow'; optional: boolean }
  | { type: 'deleteRow'; rowId: string }
  | { type: 'moveRow'; rowId: string; by: -1 | 1 }
  | { type: 'cell'; rowId: string; columnKey: string; value: string }
  | { type: 'dismissRefusal' };

export function initialEditorState(definition: FormDefinition, version: number): EditorState {
  return { saved: definition, draft: definition, version, refusal: null };
}

function withDraft(state: EditorState, draft: FormDefinition): EditorState {
  return { ...state, draft, refusal: null };
}

/**
 * A deleted column or row keeps its record with sort order 9999 (docs/product/tender.md#price-forms), so a
 * key is never reused.
 */
const deleted = <T extends { sortOrder: number }>(item: T): T => ({ ...item, sortOrder: DELETED_SORT_ORDER });

export function formEditorReducer(state: EditorState, action: EditorAction): EditorState {
  const { draft } = state;
  switch (action.type) {
    case 'load':
      return initialEditorState(action.definition, action.version);
    case 'settings':
      return withDraft(state, { ...draft, ...action.changes });
    case 'allowBidderRows':
      return withDraft(state, action.on ? enableBidderRows(draft) : { ...draft, allowBidderRows: false });
    case 'addColumn':
      return withDraft(state, addColumn(draft));
    case 'updateColumn':
      return withDraft(state, {
        ...draft,
        columns: draft.columns.map((c) => (c.key === action.key ? { ...c, ...action.changes } : c)),
      });
    case 'deleteColumn':
      if (!canDeleteColumn(draft, action.key))
        return { ...state, refusal: { code: 'formColumnInUse', columnKey: action.key } };
      return withDraft(state, {
        ...draft,
        columns: draft.columns.map((c) => (c.key === action.key ? deleted(c) : c)),
      });
    case 'moveColumn':
      return withDraft(state, moveColumn(draft, action.key, action.by));
    case 'addRow': {
      if (!action.optional) {
        const added = addRow(draft);
        // "Add a row" adds a required row: the bidder must fill its bidder-input cells.
        const rows = added.rows.map((r, i) => (i === added.rows.length - 1 ? { ...r, required: true } : r));
        return withDraft(state, { ...added, rows });
      }
      const added = addOptionalRow(draft);
      return added.ok ? withDraft(state, added.definition) : { ...state, refusal: { code: added.code } };
    }
    case 'deleteRow':
      return withDraft(state, {
        ...draft,
        rows: draft.rows.map((r) => (r.id === action.rowId ? deleted(r) : r)),
      });
    case 'moveRow':
      return withDraft(state, moveRow(draft, action.rowId, action.by));
    case 'cell':
      return withDraft(state, {
        ...draft,
        rows: draft.rows.map((r) => {
          if (r.id !== action.rowId) return r;
          const { [action.columnKey]: _old, ...others } = r.cells;
          // An emptied cell is left out rather than stored as "".
          return {
            ...r,
            cells: action.value === '' ? others : { ...others, [action.columnKey]: action.value },
          };
        }),
      });
    case 'dismissRefusal':
      return state.refusal ? { ...state, refusal: null } : state;
  }
}

/** The draft differs from what is stored: the Leave/Stay prompt guards it. */
export function isEditorDirty(state: EditorState): boolean {
  return state.draft !== state.saved && JSON.stringify(state.draft) !== JSON.stringify(state.saved);
}
