import { useEffect, useState } from "react";
import { countdownAt, TICK_MS } from "../logic/countdown.ts";

/** Ticks from mount; calls `onDone` once when the countdown reaches zero. `started` is false before hydration. */
export function useCountdown(onDone: () => void) {
  const [ticks, setTicks] = useState(0);
  const [started, setStarted] = useState(false);
  const state = countdownAt(ticks);

  useEffect(() => {
    setStarted(true);
    const timer = setInterval(() => setTicks((count) => count + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (state.done) onDone();
  }, [state.done, onDone]);

  return { ...state, started };
}
