import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider, LANGUAGE_STORAGE_KEY } from './LanguageProvider';
import { useAnswerText } from './useAnswerText';

const wrapper = ({ children }: { children?: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;
const forbidden = { message: 'Forbidden.', messageKey: 'server.forbidden' };

describe('useAnswerText', () => {
  beforeEach(() => window.localStorage.clear());

  it("renders the server's key in Indonesian by default, in English when chosen", () => {
    const { result } = renderHook(() => useAnswerText(), { wrapper });
    expect(result.current.ofAnswer(forbidden)).toBe('Tidak diizinkan.');
    expect(result.current.ofFailure({ status: 403, data: forbidden })).toBe('Tidak diizinkan.');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const english = renderHook(() => useAnswerText(), { wrapper });
    expect(english.result.current.ofFailure({ status: 403, data: forbidden })).toBe('Forbidden.');
  });

  it('renders a message nested in the values (a parser refusal of a cell) in the chosen language', () => {
    const refused = {
      message: 'Line 4, column "Jumlah": the amount is empty.',
      messageKey: 'recon.cell.at',
      messageValues: { line: 4, column: { key: 'recon.table.column', values: { name: 'Jumlah' } }, detail: { key: 'recon.cell.amountEmpty' } },
    };
    const { result } = renderHook(() => useAnswerText(), { wrapper });
    expect(result.current.ofFailure({ status: 400, data: refused })).toBe('Baris 4, kolom "Jumlah": nominalnya kosong.');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const english = renderHook(() => useAnswerText(), { wrapper });
    expect(english.result.current.ofFailure({ status: 400, data: refused })).toBe(refused.message);
  });

  it('shows a message without a known key as it came, and nothing for an empty one', () => {
    const { result } = renderHook(() => useAnswerText(), { wrapper });
    expect(result.current.ofFailure({ status: 502, data: { message: 'Bad gateway' } })).toBe('Bad gateway');
    expect(result.current.ofFailure({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeNull();
    expect(result.current.ofAnswer({ message: '  ' })).toBeNull();
    expect(result.current.ofAnswer({ success: true })).toBeNull();
  });
});
