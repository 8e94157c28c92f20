import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { PASSWORD_SAME_AS_NAME_TEXT, PASSWORD_TOO_SHORT_TEXT } from '@checker/domain';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { usePasswordRule } from './usePasswordRule';

describe('usePasswordRule', () => {
  it('stays quiet until the field is left, then follows the typing', () => {
    const { result, rerender } = renderHook(({ password }) => usePasswordRule(password, 'rina-lestari-01'), { initialProps: { password: 'kop' } });
    expect(result.current.error).toBeNull();
    act(() => result.current.onBlur());
    expect(result.current.error).toBe(PASSWORD_TOO_SHORT_TEXT);
    rerender({ password: 'Rina-Lestari-01' });
    expect(result.current.error).toBe(PASSWORD_SAME_AS_NAME_TEXT);
    rerender({ password: 'kopi susu pagi' });
    expect(result.current.error).toBeNull();
  });

  it('answers on submit whether the password may be sent, showing why not', () => {
    const { result, rerender } = renderHook(({ password }) => usePasswordRule(password, 'rina'), { initialProps: { password: 'short' } });
    let accepted = true;
    act(() => {
      accepted = result.current.accept();
    });
    expect([accepted, result.current.error]).toEqual([false, PASSWORD_TOO_SHORT_TEXT]);
    rerender({ password: 'long enough now' });
    act(() => {
      accepted = result.current.accept();
    });
    expect([accepted, result.current.error]).toEqual([true, null]);
  });

  it('says nothing for a field left empty, and nothing again after reset', () => {
    const { result, rerender } = renderHook(({ password }) => usePasswordRule(password, 'rina'), { initialProps: { password: '' } });
    act(() => result.current.onBlur());
    expect(result.current.error).toBeNull();
    rerender({ password: 'x' });
    act(() => result.current.accept());
    expect(result.current.error).toBe(PASSWORD_TOO_SHORT_TEXT);
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });

  it("gives the rule's message in English when English was chosen", () => {
    window.localStorage.setItem('language', 'en');
    try {
      const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;
      const { result, rerender } = renderHook(({ password }) => usePasswordRule(password, 'rina'), { initialProps: { password: 'short' }, wrapper });
      act(() => result.current.onBlur());
      expect(result.current.error).toBe('The password needs at least 12 characters.');
      rerender({ password: 'RINA' });
      expect(result.current.error).toBe('The password needs at least 12 characters.');
      rerender({ password: '            ' });
      expect(result.current.error).toBe('The password cannot be only spaces.');
    } finally {
      window.localStorage.removeItem('language');
    }
  });
});
