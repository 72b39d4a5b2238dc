import { useEffect, useRef, useState } from "react";

/** How long the copy button shows its check mark. */
export const COPIED_INDICATOR_MS = 2000;

/** Copies text to the clipboard; `copied` is true for two seconds after a success. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return true;
  };
  return { copied, copy };
}
