import { useEffect, useState } from "react";
import { countdownAt, TICK_MS } from "../logic/countdown.ts";

/**
 * Ticks from mount, except while `paused`; calls `onDone` once when the countdown reaches zero.
 * `started` is false before hydration.
 */
export function useCountdown(onDone: () => void, paused = false) {
  const [ticks, setTicks] = useState(0);
  const [started, setStarted] = useState(false);
  const state = countdownAt(ticks);

  useEffect(() => {
    setStarted(true);
    if (paused) return;
    const timer = setInterval(() => setTicks((count) => count + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [paused]);

  useEffect(() => {
    if (state.done) onDone();
  }, [state.done, onDone]);

  return { ...state, started };
}
