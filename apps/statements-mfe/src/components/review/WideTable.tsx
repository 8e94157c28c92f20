import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Spin } from 'antd';

/**
 * Scrolls a review table sideways when it is wider than the page, and shows that its rows are loading.
 * Not antd's `scroll.x`: with it the table measures its scroll position and widths on every render,
 * forcing the browser to lay out all 100 rows again (about half of a page change's time in View BO,
 * measured in Chromium). Not the Table's own `loading`: that draws every row again when loading starts
 * and ends, while here the table (memoised by its page) is left alone.
 */
/**
 * A page that arrives sooner replaces the rows without dimming them first: dimming 100 rows and lighting
 * them again costs the browser two repaints of the whole table for nothing a person could read.
 */
const SPINNER_DELAY_MS = 300;

export function WideTable({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Spin spinning={loading} delay={SPINNER_DELAY_MS}>
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</div>
    </Spin>
  );
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
