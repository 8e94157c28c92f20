import { useCallback, useEffect, useState, type ReactNode } from 'react';
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
}

/**
 * Shows a notice and hides it after 4 seconds (or `durationMs`). Every new notice object starts a
 * new period, so the same text reported twice shows twice.
 */
export function NoticeBanner({ notice, onHide, durationMs = NOTICE_MS, children }: NoticeBannerProps) {
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
  const description =
    children === undefined ? (
      notice.detail
    ) : (
      <>
        {notice.detail ? <div>{notice.detail}</div> : null}
        {children}
      </>
    );
  return <Alert role="status" type={notice.type} title={notice.text} description={description} showIcon style={{ marginBottom: 12 }} />;
}

/** Local notice state for a page: `show('success', text)` replaces the current notice. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((type: Notice['type'], text: string, detail?: string | null) => setNotice(detail ? { type, text, detail } : { type, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
