/** One table line: never wraps; a text too long for `maxWidth` ends in an ellipsis and shows whole on hover. */
export const ONE_LINE = { display: 'inline-block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' } as const;

/** The theme's secondary text colour, as antd 6's CSS variable: a cell reads it without a theme hook. */
export const SECONDARY_TEXT = 'var(--ant-color-text-secondary)';

/**
 * A cell with a main text and a smaller secondary one after it (if any), on one line, so a dense table keeps
 * one line per row. The space between the two is a margin, not text: the cell reads `main` + `sub`.
 * Plain spans, not Typography: a page draws hundreds of these, and each Typography costs a few hooks.
 */
export function Stacked({ main, sub, maxWidth }: { main: string; sub: string | null; maxWidth?: number }) {
  return (
    <span title={sub === null ? main : `${main} · ${sub}`} style={{ ...ONE_LINE, maxWidth }}>
      <span>{main}</span>
      {sub === null ? null : (
        <span style={{ color: SECONDARY_TEXT, fontSize: 12, marginInlineStart: 6 }}>{sub}</span>
      )}
    </span>
  );
}
