import { useEffect, useMemo, useState } from "react";
import { countText, type TextStats } from "../logic/counter.ts";
import { latestOnly } from "../state/latest-only.ts";
import { runsOffThread, runTextJob } from "../state/text-client.ts";
import { useTextToolsState } from "./use-text-tools.ts";

/**
 * The counter's statistics of the committed text (typing is committed after a pause, so nothing is
 * counted per keystroke). A large text is counted in the worker, the last figures staying on screen,
 * marked as being updated, until the new ones arrive.
 */
export function useTextStats(): { stats: TextStats; counting: boolean } {
  const { text, version } = useTextToolsState();
  const large = runsOffThread(text);
  const here = useMemo(() => (large ? undefined : countText(text)), [large, text]);
  const [counted, setCounted] = useState<{ version: number; stats: TextStats }>();
  const count = useMemo(() => latestOnly((input: string) => runTextJob("count", { text: input })), []);

  useEffect(() => {
    if (!large) return;
    let current = true;
    count(text).then(
      (stats) => {
        if (current && stats) setCounted({ version, stats });
      },
      () => {
        // The figures stay as they were; the next change counts again.
      },
    );
    return () => {
      current = false;
    };
  }, [large, text, version, count]);

  if (here) return { stats: here, counting: false };
  return { stats: counted?.stats ?? countText(""), counting: counted?.version !== version };
}
