import { type RefObject, useEffect, useRef, useState } from "react";
import { countdownAt, TICK_MS } from "../logic/countdown.ts";

// What a visitor does to a page: any of it means they are reading or about to act, so the page must not
// leave under them (WCAG 2.2.1). Moving the mouse alone is not in it: it would hold every mouse user.
const INTERACTIONS = ["keydown", "pointerdown", "focusin", "wheel"] as const;
const LISTENING = { capture: true, passive: true } as const;

/**
 * Ticks from hydration until the visitor does anything on the page (a key, a pointer, focus, scrolling,
 * selecting text) or presses the pause control; `held` stops it too while true (the QR code is open).
 * Calls `onDone` once when the countdown reaches zero. What happens on `control` (the pause button)
 * does not pause: it is how the countdown is resumed. `started` is false before hydration.
 */
export function useCountdown(onDone: () => void, held = false) {
  const [ticks, setTicks] = useState(0);
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(false);
  const control: RefObject<HTMLButtonElement | null> = useRef(null);
  const state = countdownAt(ticks);

  useEffect(() => setStarted(true), []);

  useEffect(() => {
    if (state.done) return;
    const pause = (event: Event) => {
      if (event.target instanceof Node && control.current?.contains(event.target)) return;
      setPaused(true);
    };
    const pauseOnSelection = () => {
      if (document.getSelection()?.isCollapsed === false) setPaused(true);
    };
    for (const type of INTERACTIONS) document.addEventListener(type, pause, LISTENING);
    window.addEventListener("scroll", pause, LISTENING);
    document.addEventListener("selectionchange", pauseOnSelection);
    return () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, pause, LISTENING);
      window.removeEventListener("scroll", pause, LISTENING);
      document.removeEventListener("selectionchange", pauseOnSelection);
    };
  }, [state.done]);

  const running = started && !paused && !held;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTicks((count) => count + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (state.done) onDone();
  }, [state.done, onDone]);

  return { ...state, started, paused, control, toggle: () => setPaused((value) => !value) };
}
