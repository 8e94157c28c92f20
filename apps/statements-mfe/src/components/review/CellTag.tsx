import type { ReactNode } from 'react';

export type CellTagTone = 'success' | 'warning' | 'info';

/**
 * A tag for the cells of the review tables, drawn like antd's Tag but as one span coloured by the
 * theme's CSS variables (antd 6 writes every token as one, and swaps them with the theme): a page of
 * 100 rows draws two of them a row, and antd's Tag, or even one theme hook, costs each of them more
 * than the span itself.
 */
export function CellTag({ tone, children }: { tone: CellTagTone; children: ReactNode }) {
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 7px',
        marginInlineEnd: 8,
        fontSize: 'var(--ant-font-size-sm)',
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        borderRadius: 'var(--ant-border-radius-sm)',
        border: `1px solid var(--ant-color-${tone}-border)`,
        background: `var(--ant-color-${tone}-bg)`,
        color: `var(--ant-color-${tone}-text)`,
      }}
    >
      {children}
    </span>
  );
}
