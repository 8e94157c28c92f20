import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * Scrolls a review table sideways when it is wider than the page. Not antd's `scroll.x`: with it the
 * table measures its scroll position and widths on every render, forcing the browser to lay out all
 * 100 rows again (about half of a page change's time in View BO, measured in Chromium).
 */
export function WideTable({ children }: { children: ReactNode }) {
  return <div style={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</div>;
}

/**
 * The table element of a review table (antd Table `components`): as wide as its one-line rows need
 * and never narrower than the page, its text never wrapped, so every row stays one line tall; the
 * long texts are cut by their cells (ONE_LINE) and WideTable scrolls what does not fit.
 */
function OneLineTable(props: ComponentPropsWithoutRef<'table'>) {
  return <table {...props} style={{ ...props.style, width: 'max-content', minWidth: '100%', whiteSpace: 'nowrap' }} />;
}

export const ONE_LINE_TABLE = { table: OneLineTable };
