import { useEffect, useRef, useState } from "react";
import { debounce } from "./debounce.ts";
import { createTextSaver, readSavedText, type SaveOutcome } from "./saved-text.ts";

const SAVE_DELAY_MS = 500;

/**
 * A page's text kept across a reload as the text tools keep theirs (state/text-storage.ts), under the
 * page's own `key`: restored once the page is live (`restore` gets it, when there is one), then saved a
 * short pause after each change, and at once when the page is hidden or left. Gives the last save's
 * outcome: "tooLarge" when the browser's storage cannot hold the text (the page says so).
 */
export function useSavedText(
  key: string,
  text: string,
  restore: (saved: string) => void,
): SaveOutcome | null {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const restored = useRef(false);
  const saver = useRef<ReturnType<typeof debounce<string>> | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    const saved = readSavedText(undefined, key);
    if (saved !== "") restoreRef.current(saved);
    restored.current = true;
    const textSaver = createTextSaver(undefined, key);
    const save = debounce((value: string) => setOutcome(textSaver.save(value)), SAVE_DELAY_MS);
    saver.current = save;
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") save.flush();
    };
    window.addEventListener("pagehide", save.flush);
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      window.removeEventListener("pagehide", save.flush);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      save.flush();
      saver.current = null;
    };
  }, [key]);

  useEffect(() => {
    // The empty text of the first render is not saved over the text about to be restored.
    if (restored.current) saver.current?.schedule(text);
  }, [text]);

  return outcome;
}
