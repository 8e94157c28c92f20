import { renderHook } from '@testing-library/react';
import { useLoggedFailure } from './useLoggedFailure';

describe('useLoggedFailure', () => {
  it('logs a failed load once with its area and stays quiet without an error', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ error }: { error: unknown }) => useLoggedFailure('reports', error, 'tracking'), { initialProps: { error: undefined as unknown } });
    expect(log).not.toHaveBeenCalled();
    const failure = { status: 500 };
    rerender({ error: failure });
    rerender({ error: failure });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[reports] loading tracking failed', failure);
    log.mockRestore();
  });
});
