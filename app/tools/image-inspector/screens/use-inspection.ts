// The inspection of one file, as the page shows it: each step of the worker, then the Content
// Credentials when the bytes hold some. Choosing another file starts over.
import { useCallback, useRef, useState } from "react";
import type { FetchedMedia } from "#app/tools/media-from-link/public.ts";
import { type C2paReadFailure, type C2paSummary, c2paReadFailure } from "../logic/c2pa.ts";
import type { Inspection } from "../logic/inspection.ts";
import { inspectFile } from "../state/inspect-client.ts";

/**
 * The largest file the page reads: a browser holds it in memory once, which a phone can still afford. In
 * decimal megabytes, the unit the page writes the limit in (formatBytes).
 */
export const MAX_FILE_BYTES = 100_000_000;

export interface ChosenFile {
  blob: Blob;
  name: string;
  /** The image's address, when it was fetched from one. */
  url?: string;
  /** Where it was fetched from (media from a link): the address given and when. */
  origin?: FetchedMedia;
}

export type C2paState =
  | { status: "loading" }
  | { status: "done"; summary?: C2paSummary }
  | { status: "failed"; failure: C2paReadFailure };

export interface InspectionState {
  file?: ChosenFile;
  inspection?: Inspection;
  sha256?: string;
  thumbnailDiffers?: boolean;
  c2pa?: C2paState;
  /** An error code of the locale's `errors` (the file could not be read at all). */
  error?: string;
}

export function useInspection() {
  const [state, setState] = useState<InspectionState>({});
  /** Stops the reading of the file before: its hash of 100 MB is not worth finishing. */
  const reading = useRef<AbortController | null>(null);

  const open = useCallback((file: ChosenFile) => {
    reading.current?.abort();
    reading.current = null;
    if (file.blob.size > MAX_FILE_BYTES) {
      setState({ error: "too_large" });
      return;
    }
    setState({ file });
    const update = (patch: Partial<InspectionState>) =>
      setState((previous) => (previous.file === file ? { ...previous, ...patch } : previous));
    const controller = new AbortController();
    reading.current = controller;
    inspectFile(
      file.blob,
      (step) => {
        if (step.kind === "hash") {
          update({ sha256: step.sha256 });
          return;
        }
        const { inspection } = step;
        // Shown together: a report drawn before it knows credentials are coming would first say "no
        // metadata", then take it back.
        update({ inspection, ...(inspection.hasC2pa ? { c2pa: { status: "loading" } as const } : {}) });
        if (inspection.hasC2pa) {
          import("../state/c2pa-reader.ts")
            .then(({ readContentCredentials }) =>
              readContentCredentials(file.blob, inspection.summary.format),
            )
            .then(
              (summary) => update({ c2pa: summary ? { status: "done", summary } : { status: "done" } }),
              (error: unknown) => update({ c2pa: { status: "failed", failure: c2paReadFailure(error) } }),
            );
        }
      },
      controller.signal,
    ).then(
      (differs) => {
        if (differs !== null) update({ thumbnailDiffers: differs });
      },
      () => update({ error: "unreadable" }),
    );
  }, []);

  const reset = useCallback(() => {
    reading.current?.abort();
    setState({});
  }, []);

  return { state, open, reset };
}
