// A capture as the page runs it: the API's progress stream read line by line, then the WACZ fetched
// once into the browser, where it is shown, downloaded or added to a case.
import { useEffect, useState } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { readNdjson } from "#app/lib/pages/ndjson.ts";
import {
  CAPTURES_PATH,
  type CaptureReport,
  type CaptureStreamLine,
  type ResourceLine,
  WACZ_TYPE,
} from "../logic/capture-report.ts";
import { waczFileName } from "../logic/file-name.ts";

export type CaptureState =
  | { phase: "idle" }
  | { phase: "running"; url: string; lines: ResourceLine[] }
  | { phase: "done"; url: string; lines: ResourceLine[]; report: CaptureReport; wacz: File }
  | { phase: "failed"; url: string; lines: ResourceLine[]; code: string; message?: string };

/** The page's parameter that asks for the rendered capture as well: `rendered=1`. */
export const RENDERED_PARAM = "rendered";

async function errorOf(response: Response): Promise<{ code: string; message?: string }> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return {
      code: body.error?.code ?? "unknown",
      ...(body.error?.message ? { message: body.error.message } : {}),
    };
  } catch {
    return { code: "unknown" };
  }
}

/**
 * Captures `url` (null: nothing to do) and follows it. `attempt` starts it again for the same address
 * (the form sent twice). Leaving the page, or asking for another address, ends the capture under way:
 * the server stops fetching when the stream is closed.
 */
export function useCapture(
  url: string | null,
  { language, rendered }: { language: Language; rendered: boolean },
  attempt: string,
): CaptureState {
  const [state, setState] = useState<CaptureState>({ phase: "idle" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to start again.
  useEffect(() => {
    if (url === null) return setState({ phase: "idle" });
    const controller = new AbortController();
    const lines: ResourceLine[] = [];
    setState({ phase: "running", url, lines });
    const fail = (code: string, message?: string) =>
      setState({ phase: "failed", url, lines: [...lines], code, ...(message ? { message } : {}) });
    (async () => {
      const response = await fetch(CAPTURES_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
        body: JSON.stringify({ url, language, rendered }),
        signal: controller.signal,
      });
      if (!response.ok || response.body === null) {
        const { code, message } = await errorOf(response);
        return fail(code, message);
      }
      let done: { report: CaptureReport; download: string } | undefined;
      let refused: { code: string; message: string } | undefined;
      await readNdjson<CaptureStreamLine>(response.body, (line) => {
        if ("resource" in line) {
          lines.push(line.resource);
          setState({ phase: "running", url, lines: [...lines] });
        } else if ("done" in line) done = line.done;
        else refused = line.error;
      });
      if (refused) return fail(refused.code, refused.message);
      if (!done) return fail("network");
      const archive = await fetch(done.download, { signal: controller.signal });
      if (!archive.ok) return fail("network");
      const name = waczFileName(done.report.url, done.report.capturedAt);
      const wacz = new File([await archive.blob()], name, { type: WACZ_TYPE });
      setState({ phase: "done", url, lines: [...lines], report: done.report, wacz });
    })().catch(() => {
      if (!controller.signal.aborted) fail("network");
    });
    return () => controller.abort();
  }, [url, language, rendered, attempt]);
  return state;
}
