// One document on the page: read in the worker with its progress; another file or "Another document"
// starts over, and answers about an earlier file are dropped.
import { useCallback, useRef, useState } from "react";
import { sha256InWorker } from "#app/lib/files/sha256-client.ts";
import { openDocument, scanHiddenText } from "../state/document-client.ts";
import type {
  DocumentReport,
  HiddenTextScan,
  OpenProgress,
  ScanProgress,
} from "../state/document-protocol.ts";

export interface DocumentState {
  file?: File;
  progress?: OpenProgress;
  report?: DocumentReport;
  /** The worker itself failed or crashed (a hostile file can exhaust it): the file gave no report. */
  failed?: boolean;
  /** The hidden-text scan of a PDF's pages, started once its report is shown. */
  scan?: { progress?: ScanProgress; result?: HiddenTextScan; failed?: boolean };
  /** The file's SHA-256, to cite it: computed once its report is shown. */
  sha256?: string;
}

export function useDocument() {
  const [state, setState] = useState<DocumentState>({});
  const generation = useRef(0);

  const open = useCallback(async (file: File) => {
    const mine = ++generation.current;
    setState({ file });
    try {
      const report = await openDocument(file, (progress) => {
        if (generation.current === mine) setState((previous) => ({ ...previous, progress }));
      });
      if (generation.current !== mine) return;
      setState({ file, report, ...(report.kind === "pdf" ? { scan: {} } : {}) });
      if (report.kind === "none") return;
      void sha256InWorker(file)
        .then((sha256) => {
          if (generation.current === mine) setState((previous) => ({ ...previous, sha256 }));
        })
        .catch(() => undefined);
      if (report.kind !== "pdf") return;
      const setScan = (scan: DocumentState["scan"]) => {
        if (generation.current === mine) setState((previous) => ({ ...previous, scan }));
      };
      try {
        const result = await scanHiddenText((progress) => setScan({ progress }));
        setScan(result ? { result } : { failed: true });
      } catch {
        setScan({ failed: true });
      }
    } catch {
      if (generation.current === mine) setState({ file, failed: true });
    }
  }, []);

  const reset = useCallback(() => {
    generation.current++;
    setState({});
  }, []);

  return { state, open, reset };
}
