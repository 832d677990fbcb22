import type { ReactNode, TableHTMLAttributes } from 'react';

/**
 * Every table of the app. A table wider than the window scrolls inside its own box, never the page: the
 * box is a named region that takes the keyboard focus, so keyboard users scroll it with the arrow keys
 * (WCAG 2.1.1, 1.4.10; axe's scrollable-region-focusable).
 */
export function DataTable({
  label,
  children,
  ...table
}: {
  /** Accessible name of the scrolling region: what the table lists. */
  label: string;
  children: ReactNode;
} & Omit<TableHTMLAttributes<HTMLTableElement>, 'className' | 'children'>) {
  return (
    <div className="tb-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table {...table} className="tb-table">
        {children}
      </table>
    </div>
  );
}
