import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Alert } from 'antd';

/** Spec 01 §9: a result notice lasts 4000 ms. */
export const NOTICE_MS = 4000;

export interface Notice {
  type: 'success' | 'error' | 'info' | 'warning';
  text: string;
  /** A second line, e.g. the server's reason under the spec's failure text. */
  detail?: string;
}

export interface NoticeBannerProps {
  notice: Notice | null;
  onHide?: () => void;
  /** How long the notice stays; 4000 ms unless a page's spec says otherwise (Delete: 5000 ms). */
  durationMs?: number;
  /** More content under the text (e.g. the server's answer), hidden together with the notice. */
  children?: ReactNode;
  /**
   * `overlay` (pages): the notice floats over the page's top corner, so the table under it never
   * moves and a click meant for a row cannot land on another. `inline` (dialogs): it sits in the
   * dialog's flow, next to the form it is about.
   */
  placement?: 'overlay' | 'inline';
}

/** Below the header, at the content's top corner; above the page, under antd's dialogs and menus. */
const OVERLAY_STYLE: CSSProperties = {
  position: 'fixed',
  top: 76,
  insetInlineEnd: 24,
  zIndex: 990,
  width: 'min(480px, calc(100vw - 32px))',
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
  borderRadius: 8,
};

/**
 * Shows a notice and hides it after 4 seconds (or `durationMs`). Every new notice object starts a
 * new period, so the same text reported twice shows twice. On a page it floats (`placement`), so
 * showing and hiding it never moves what is under it.
 */
export function NoticeBanner({ notice, onHide, durationMs = NOTICE_MS, children, placement = 'overlay' }: NoticeBannerProps) {
  const [expired, setExpired] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => {
      setExpired(notice);
      onHide?.();
    }, durationMs);
    return () => window.clearTimeout(timer);
  }, [notice, onHide, durationMs]);
  if (!notice || notice === expired) return null;
  // A detail may hold several lines (an upload's warnings, one per line).
  const detail = notice.detail ? <div style={{ whiteSpace: 'pre-line' }}>{notice.detail}</div> : null;
  const description =
    children === undefined ? (
      detail
    ) : (
      <>
        {detail}
        {children}
      </>
    );
  if (placement === 'inline') return <Alert role="status" type={notice.type} title={notice.text} description={description} showIcon style={{ marginBottom: 12 }} />;
  return (
    <div data-testid="notice-overlay" style={OVERLAY_STYLE}>
      <Alert role="status" type={notice.type} title={notice.text} description={description} showIcon />
    </div>
  );
}

/** Local notice state for a page: `show('success', text)` replaces the current notice. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((type: Notice['type'], text: string, detail?: string | null) => setNotice(detail ? { type, text, detail } : { type, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
