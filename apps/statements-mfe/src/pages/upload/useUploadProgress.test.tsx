import { act, renderHook } from '@testing-library/react';
import { useUploadProgress } from './useUploadProgress';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useUploadProgress', () => {
  it('is hidden until an upload starts, then starts at 5', () => {
    const { result } = renderHook(() => useUploadProgress());
    expect(result.current.percent).toBeNull();
    act(() => result.current.start());
    expect(result.current.percent).toBe(5);
  });

  it('grows by 3 to 10 every 300 ms and stops at 95', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    const seen: number[] = [5];
    for (let tick = 0; tick < 40; tick += 1) {
      act(() => jest.advanceTimersByTime(299));
      expect(result.current.percent).toBe(seen[seen.length - 1]);
      act(() => jest.advanceTimersByTime(1));
      seen.push(result.current.percent ?? -1);
    }
    const steps = seen.slice(1).map((value, i) => value - (seen[i] ?? 0));
    const growing = steps.filter((step) => step > 0);
    expect(growing.length).toBeGreaterThan(8);
    for (const step of growing.slice(0, -1)) {
      expect(step).toBeGreaterThanOrEqual(3);
      expect(step).toBeLessThanOrEqual(10);
    }
    expect(Math.max(...seen)).toBe(95);
    expect(seen[seen.length - 1]).toBe(95);
  });

  it('takes the smallest and largest step the random draw allows', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(300));
    expect(result.current.percent).toBe(8);
    random.mockReturnValue(0.9999);
    act(() => jest.advanceTimersByTime(300));
    expect(result.current.percent).toBe(18);
  });

  it('follows the real bytes sent, capped at 99, and never goes back', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    act(() => result.current.report(42.7));
    expect(result.current.percent).toBe(42);
    act(() => result.current.report(20));
    expect(result.current.percent).toBe(42);
    act(() => result.current.report(100));
    expect(result.current.percent).toBe(99);
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.percent).toBe(99);
  });

  it('shows 100 when the answer arrives and hides 500 ms later', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(900));
    act(() => result.current.finish());
    expect(result.current.percent).toBe(100);
    act(() => jest.advanceTimersByTime(300));
    expect(result.current.percent).toBe(100);
    act(() => jest.advanceTimersByTime(199));
    expect(result.current.percent).toBe(100);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.percent).toBeNull();
  });

  it('leaves no timer running after unmount', () => {
    const { result, unmount } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
