// The page's side of the worker: one worker, reused; each file gets an id so a late answer about an
// earlier file is ignored.
import type { InspectResponse } from "./worker-protocol.ts";

let worker: Worker | undefined;
let nextId = 1;
let listener: ((response: InspectResponse) => void) | undefined;

function inspectorWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./inspect.worker.ts", import.meta.url), { type: "module" });
  created.addEventListener("message", (event: MessageEvent<InspectResponse>) => listener?.(event.data));
  created.addEventListener("error", (event) => {
    event.preventDefault();
    created.terminate();
    if (worker === created) worker = undefined;
    listener?.({ id: nextId - 1, kind: "error", message: event.message || "worker failed" });
  });
  worker = created;
  return created;
}

/** Starts reading `file`; `onResponse` gets each step for this file only, until the next call. */
export function inspectFile(file: Blob, onResponse: (response: InspectResponse) => void): void {
  const id = nextId++;
  listener = (response) => {
    if (response.id === id) onResponse(response);
  };
  inspectorWorker().postMessage({ id, file });
}
