import { useCallback, useEffect, useState } from 'react';
import { Alert } from 'antd';

/** Spec 01 §9: a result notice lasts 4000 ms. */
export const NOTICE_MS = 4000;

export interface Notice {
  type: 'success' | 'error' | 'info' | 'warning';
  text: string;
  /** A second line, e.g. the server's reason under the spec's failure text. */
  detail?: string;
}

/**
 * Shows a notice and hides it after 4 seconds. Every new notice object starts a new 4 seconds,
 * so the same text reported twice shows twice.
 */
export function NoticeBanner({ notice, onHide }: { notice: Notice | null; onHide?: () => void }) {
  const [expired, setExpired] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => {
      setExpired(notice);
      onHide?.();
    }, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, onHide]);
  if (!notice || notice === expired) return null;
  return <Alert role="status" type={notice.type} title={notice.text} description={notice.detail} showIcon style={{ marginBottom: 12 }} />;
}

/** Local notice state for a page: `show('success', text)` replaces the current notice. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((type: Notice['type'], text: string, detail?: string | null) => setNotice(detail ? { type, text, detail } : { type, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
