import { useEffect } from "react";
import { debounce } from "#app/lib/text/debounce.ts";
import { createTextSaver, readSavedText } from "#app/lib/text/saved-text.ts";
import { textToolsSession } from "../state/session.ts";

const SAVE_DELAY_MS = 500;

/**
 * Restores the saved text once the page is live, then saves every change after a short pause, and at
 * once when the page is hidden or left, so a reload never loses what was typed.
 */
export function usePersistedText(): void {
  useEffect(() => {
    const { store } = textToolsSession();
    store.restore(readSavedText());
    const saver = createTextSaver();
    const save = debounce((text: string) => store.setSaveOutcome(saver.save(text)), SAVE_DELAY_MS);
    let savedVersion = store.getState().version;
    const unsubscribe = store.subscribe(() => {
      const { text, version } = store.getState();
      if (version === savedVersion) return;
      savedVersion = version;
      save.schedule(text);
    });
    const saveNow = () => {
      store.flush();
      save.flush();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") saveNow();
    };
    window.addEventListener("pagehide", saveNow);
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      window.removeEventListener("pagehide", saveNow);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      unsubscribe();
      save.flush();
    };
  }, []);
}
