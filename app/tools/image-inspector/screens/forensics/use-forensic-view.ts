// One view's computation: its first job is sent to the worker at once, each later one a moment after the
// last change of a control (a slider dragged sends one job, not fifty); an answer to settings since
// changed is dropped.
import { useEffect, useRef, useState } from "react";
import { runForensicJob } from "../../state/forensics/forensics-client.ts";
import type { ForensicJob, ForensicValue } from "../../state/forensics/forensics-protocol.ts";

const SETTLE_MS = 200;

export type ViewState<V> =
  | { status: "busy"; value?: V }
  | { status: "done"; value: V }
  | { status: "error"; error: string; value?: V };

export function useForensicView<J extends ForensicJob>(job: J, enabled = true): ViewState<ForensicValue<J>> {
  const [state, setState] = useState<ViewState<ForensicValue<J>>>({ status: "busy" });
  const key = JSON.stringify(job);
  const latest = useRef(key);
  // Nothing to wait for before the first job: only a change of the controls settles.
  const sent = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    latest.current = key;
    setState((previous) => ({ status: "busy", ...(previous.value ? { value: previous.value } : {}) }));
    const timer = setTimeout(
      () => {
        sent.current = true;
        runForensicJob(JSON.parse(key) as J).then(
          (value) => {
            if (latest.current === key) setState({ status: "done", value });
          },
          (error: Error) => {
            if (latest.current === key)
              setState((previous) => ({
                status: "error",
                error: error.message,
                ...(previous.value ? { value: previous.value } : {}),
              }));
          },
        );
      },
      sent.current ? SETTLE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [key, enabled]);
  return state;
}
