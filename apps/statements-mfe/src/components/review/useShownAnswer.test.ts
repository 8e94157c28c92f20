import { renderHook } from '@testing-library/react';
import { useShownAnswer } from './useShownAnswer';

describe('useShownAnswer', () => {
  it("keeps a page's answer while the next page of the same search loads, never another search's", () => {
    const first = { rows: ['a'], total: 3 };
    const second = { rows: ['b'], total: 3 };
    const { result, rerender } = renderHook(({ current, searchKey }: { current: typeof first | undefined; searchKey: string }) => useShownAnswer(current, searchKey), {
      initialProps: { current: undefined as typeof first | undefined, searchKey: 'search 1' },
    });
    expect(result.current).toBeUndefined();
    rerender({ current: first, searchKey: 'search 1' });
    expect(result.current).toBe(first);
    // Page 2 of the same search is loading: page 1 stays.
    rerender({ current: undefined, searchKey: 'search 1' });
    expect(result.current).toBe(first);
    rerender({ current: second, searchKey: 'search 1' });
    expect(result.current).toBe(second);
    // A new search shows nothing until its own answer.
    rerender({ current: undefined, searchKey: 'search 2' });
    expect(result.current).toBeUndefined();
  });
});
