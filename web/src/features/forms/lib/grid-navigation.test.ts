import { describe, expect, it } from 'vitest';
import { moveInGrid, moveOfKey, type GridMove, type GridPosition } from './grid-navigation';

const size = { rows: 3, cols: 4 };

describe('moveInGrid', () => {
  it.each<[string, GridPosition, GridMove, GridPosition | null]>([
    ['right moves one cell', { row: 1, col: 1 }, 'right', { row: 1, col: 2 }],
    ['right stops at the last column', { row: 1, col: 3 }, 'right', { row: 1, col: 3 }],
    ['left stops at the first column', { row: 1, col: 0 }, 'left', { row: 1, col: 0 }],
    ['down moves one row', { row: 0, col: 2 }, 'down', { row: 1, col: 2 }],
    ['down stops at the last row', { row: 2, col: 2 }, 'down', { row: 2, col: 2 }],
    ['up reaches the header row', { row: 1, col: 2 }, 'up', { row: 0, col: 2 }],
    ['Home goes to the row start', { row: 2, col: 3 }, 'rowStart', { row: 2, col: 0 }],
    ['End goes to the row end', { row: 2, col: 1 }, 'rowEnd', { row: 2, col: 3 }],
    ['Ctrl+Home goes to the first cell', { row: 2, col: 3 }, 'gridStart', { row: 0, col: 0 }],
    ['Ctrl+End goes to the last cell', { row: 0, col: 0 }, 'gridEnd', { row: 2, col: 3 }],
    ['Tab goes to the next cell', { row: 1, col: 1 }, 'next', { row: 1, col: 2 }],
    ['Tab wraps to the next row', { row: 1, col: 3 }, 'next', { row: 2, col: 0 }],
    ['Tab on the last cell leaves the grid', { row: 2, col: 3 }, 'next', null],
    ['Shift+Tab wraps to the previous row', { row: 2, col: 0 }, 'previous', { row: 1, col: 3 }],
    ['Shift+Tab on the first cell leaves the grid', { row: 0, col: 0 }, 'previous', null],
  ])('%s', (_name, at, move, expected) => {
    expect(moveInGrid(at, move, size)).toEqual(expected);
  });
});

describe('moveOfKey', () => {
  it.each<[string, boolean, boolean, GridMove | null]>([
    ['ArrowLeft', false, false, 'left'],
    ['ArrowDown', false, false, 'down'],
    ['Home', false, false, 'rowStart'],
    ['Home', true, false, 'gridStart'],
    ['End', true, false, 'gridEnd'],
    ['Tab', false, false, 'next'],
    ['Tab', false, true, 'previous'],
    ['Enter', false, false, null],
    ['a', false, false, null],
  ])('%s (ctrl %s, shift %s)', (key, ctrl, shift, expected) => {
    expect(moveOfKey(key, ctrl, shift)).toBe(expected);
  });
});
