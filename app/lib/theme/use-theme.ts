import { useEffect, useSyncExternalStore } from "react";
import { applyTheme, readStoredTheme, type Theme } from "./theme.ts";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The stored theme preference, shared by every control that shows it; the server cannot read local
 * storage, so it renders "system" and the browser corrects it after hydration.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readStoredTheme, () => "system" as const);

  useEffect(() => {
    if (theme !== "system") return;
    const media = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme("system");
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [theme]);

  const setTheme = (next: Theme) => {
    applyTheme(next);
    for (const listener of listeners) listener();
  };
  return [theme, setTheme];
}
