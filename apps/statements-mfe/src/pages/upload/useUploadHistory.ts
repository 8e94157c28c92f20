import { useCallback, useState } from 'react';
import type { UploadOutcome } from '@checker/api';

/**
 * One upload of this browser session and its whole result: the server's answer as it came, so the list
 * shows it in the language chosen now (uploadResultNotice), errors and warnings included.
 */
export interface UploadHistoryEntry {
  /** When the answer came, ISO UTC. */
  at: string;
  fileName: string;
  /** The upload's label (`BCA`, `Nexus BO`), as the result's fallback text names it. */
  label: string;
  /** What was uploaded and where: the label, the transaction type and the website, if any. */
  what: string;
  outcome: UploadOutcome;
}

/** sessionStorage: the list lives as long as the tab, across pages, and leaves with it. */
export const UPLOAD_HISTORY_KEY = 'checker.uploadHistory';
/** The most recent uploads kept. */
export const UPLOAD_HISTORY_MAX = 20;

function isEntry(value: unknown): value is UploadHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const outcome = entry.outcome as Record<string, unknown> | null | undefined;
  return (
    typeof entry.at === 'string' &&
    typeof entry.fileName === 'string' &&
    typeof entry.label === 'string' &&
    typeof entry.what === 'string' &&
    typeof outcome === 'object' &&
    outcome !== null &&
    typeof outcome.httpStatus === 'number' &&
    (outcome.body === null || (typeof outcome.body === 'object' && !Array.isArray(outcome.body)))
  );
}

/** The stored list, newest first; anything unreadable counts as no history. */
export function readUploadHistory(storage: Storage = window.sessionStorage): UploadHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UPLOAD_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, UPLOAD_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

function writeUploadHistory(entries: readonly UploadHistoryEntry[]): void {
  try {
    window.sessionStorage.setItem(UPLOAD_HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // A full or refused storage keeps the list for this page only.
  }
}

/** The session's recent uploads: `add` puts a result first and keeps the newest UPLOAD_HISTORY_MAX; `clear` empties it. */
export function useUploadHistory() {
  const [entries, setEntries] = useState<UploadHistoryEntry[]>(() => readUploadHistory());
  const add = useCallback((entry: UploadHistoryEntry) => {
    setEntries((current) => {
      const next = [entry, ...current].slice(0, UPLOAD_HISTORY_MAX);
      writeUploadHistory(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    writeUploadHistory([]);
    setEntries([]);
  }, []);
  return { entries, add, clear };
}
