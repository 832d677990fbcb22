/**
 * Where the keyboard moves the active cell of the form grid (the ARIA grid pattern, spreadsheet-like).
 * Pure, so that each key is unit tested. Row 0 is the header row; column 0 is the line label.
 */
export type GridPosition = { row: number; col: number };
export type GridSize = { rows: number; cols: number };

export type GridMove =
  'left' | 'right' | 'up' | 'down' | 'rowStart' | 'rowEnd' | 'gridStart' | 'gridEnd' | 'next' | 'previous';

const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), Math.max(max - 1, 0));

/**
 * The cell a move lands on, or null when Tab/Shift+Tab leave the grid (past its last or first cell):
 * the browser then moves the focus on, so the grid never traps it.
 */
export function moveInGrid(at: GridPosition, move: GridMove, size: GridSize): GridPosition | null {
  const { rows, cols } = size;
  switch (move) {
    case 'left':
      return { row: at.row, col: clamp(at.col - 1, cols) };
    case 'right':
      return { row: at.row, col: clamp(at.col + 1, cols) };
    case 'up':
      return { row: clamp(at.row - 1, rows), col: at.col };
    case 'down':
      return { row: clamp(at.row + 1, rows), col: at.col };
    case 'rowStart':
      return { row: at.row, col: 0 };
    case 'rowEnd':
      return { row: at.row, col: clamp(cols - 1, cols) };
    case 'gridStart':
      return { row: 0, col: 0 };
    case 'gridEnd':
      return { row: clamp(rows - 1, rows), col: clamp(cols - 1, cols) };
    case 'next':
      if (at.col + 1 < cols) return { row: at.row, col: at.col + 1 };
      return at.row + 1 < rows ? { row: at.row + 1, col: 0 } : null;
    case 'previous':
      if (at.col > 0) return { row: at.row, col: at.col - 1 };
      return at.row > 0 ? { row: at.row - 1, col: cols - 1 } : null;
  }
}

/** The move a key asks for outside editing (Ctrl+Home/End go to the grid's corners). */
export function moveOfKey(key: string, ctrl: boolean, shift: boolean): GridMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'Home':
      return ctrl ? 'gridStart' : 'rowStart';
    case 'End':
      return ctrl ? 'gridEnd' : 'rowEnd';
    case 'Tab':
      return shift ? 'previous' : 'next';
    default:
      return null;
  }
}
