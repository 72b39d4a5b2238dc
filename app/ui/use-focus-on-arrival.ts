import { useEffect, useRef } from "react";

/**
 * A ref for the heading of a result (give it `tabIndex={-1}`), focused when the result arrives after
 * something the visitor did: a submit, a search, a file chosen. Keyboard and screen reader users then
 * go on from the answer rather than from a form the page may have replaced.
 *
 * `arrival` is the result itself: focus moves whenever it changes to something (not to null or
 * undefined). A page that first loads with its result already there (a shared link) leaves the focus
 * where the browser puts it, unless `onLoad` says the page exists to show that result.
 */
export function useFocusOnArrival<T extends HTMLElement>(arrival: unknown, { onLoad = false } = {}) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (arrival === undefined || arrival === null) return;
    // The root marks the page hydrated in an effect that runs after its children's first ones.
    const firstLoad = document.documentElement.dataset.hydrated !== "true";
    if (firstLoad && !onLoad) return;
    ref.current?.focus();
  }, [arrival, onLoad]);
  return ref;
}
