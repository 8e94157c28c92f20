import { act, renderHook } from '@testing-library/react';
import { readUploadHistory, UPLOAD_HISTORY_KEY, UPLOAD_HISTORY_MAX, useUploadHistory, type UploadHistoryEntry } from './useUploadHistory';

const entry = (n: number): UploadHistoryEntry => ({
  at: `2025-02-04T0${n % 10}:00:00.000Z`,
  fileName: `file-${n}.csv`,
  label: 'BCA',
  what: 'BCA · Deposit · SSATU',
  outcome: { httpStatus: 200, body: { status: false, data: [{ message: `${n} data berhasil ditambahkan.` }] } },
});

beforeEach(() => window.sessionStorage.clear());

describe('useUploadHistory', () => {
  it('keeps the newest results first, at most UPLOAD_HISTORY_MAX, for the rest of the session', () => {
    const { result, unmount } = renderHook(() => useUploadHistory());
    for (let n = 1; n <= UPLOAD_HISTORY_MAX + 2; n += 1) act(() => result.current.add(entry(n)));
    expect(result.current.entries).toHaveLength(UPLOAD_HISTORY_MAX);
    expect(result.current.entries[0]?.fileName).toBe(`file-${UPLOAD_HISTORY_MAX + 2}.csv`);
    unmount();
    // Another visit to the page in the same tab reads it back.
    const again = renderHook(() => useUploadHistory());
    expect(again.result.current.entries.map((e) => e.fileName)).toEqual(result.current.entries.map((e) => e.fileName));
    act(() => again.result.current.clear());
    expect(readUploadHistory()).toEqual([]);
  });

  it('reads anything unreadable as no history, and drops entries of the wrong shape', () => {
    window.sessionStorage.setItem(UPLOAD_HISTORY_KEY, '{not json');
    expect(readUploadHistory()).toEqual([]);
    window.sessionStorage.setItem(UPLOAD_HISTORY_KEY, JSON.stringify([entry(1), { fileName: 'x' }, { ...entry(2), outcome: { httpStatus: '200', body: null } }, { ...entry(3), outcome: { httpStatus: 200, body: [] } }, 7]));
    expect(readUploadHistory()).toEqual([entry(1)]);
  });
});
