import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 02 §4 and §9: the upload indicator's pace. */
export const PROGRESS_START = 5;
export const PROGRESS_SIMULATED_MAX = 95;
export const PROGRESS_REAL_MAX = 99;
export const PROGRESS_TICK_MS = 300;
export const PROGRESS_STEP_MIN = 3;
export const PROGRESS_STEP_MAX = 10;
export const PROGRESS_HIDE_MS = 500;

/** 3 to 10, evenly. */
function simulatedStep(): number {
  return PROGRESS_STEP_MIN + Math.floor(Math.random() * (PROGRESS_STEP_MAX - PROGRESS_STEP_MIN + 1));
}

/**
 * The upload progress bar: null while hidden. It moves by itself from 5 towards 95 so a slow
 * server still shows life, follows the real bytes sent (at most 99, the server has not answered
 * yet), shows 100 when the answer arrives and hides half a second later.
 */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const ticker = useRef<number | null>(null);
  const hider = useRef<number | null>(null);

  const stopTimers = useCallback(() => {
    if (ticker.current !== null) window.clearInterval(ticker.current);
    if (hider.current !== null) window.clearTimeout(hider.current);
    ticker.current = null;
    hider.current = null;
  }, []);

  useEffect(() => stopTimers, [stopTimers]);

  const start = useCallback(() => {
    stopTimers();
    setPercent(PROGRESS_START);
    ticker.current = window.setInterval(() => {
      setPercent((current) => (current === null || current >= PROGRESS_SIMULATED_MAX ? current : Math.min(PROGRESS_SIMULATED_MAX, current + simulatedStep())));
    }, PROGRESS_TICK_MS);
  }, [stopTimers]);

  const report = useCallback((sent: number) => {
    const real = Math.min(PROGRESS_REAL_MAX, Math.floor(sent));
    setPercent((current) => (current === null ? current : Math.max(current, real)));
  }, []);

  const finish = useCallback(() => {
    stopTimers();
    setPercent(100);
    hider.current = window.setTimeout(() => {
      hider.current = null;
      setPercent(null);
    }, PROGRESS_HIDE_MS);
  }, [stopTimers]);

  return { percent, start, report, finish };
}
