// Compare texts' Web Worker: comparing two large texts takes up to a couple of seconds, never on the page's thread.
import { compareTexts } from "../logic/compare.ts";
import { warmUp } from "../logic/pieces.ts";
import type { CompareRequest, CompareResponse } from "./protocol.ts";

const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<CompareRequest>) => void): void;
  postMessage(message: CompareResponse): void;
};

// Progress is worth a message ten times a second, not once per changed line.
const PROGRESS_EVERY_MS = 100;

scope.addEventListener("message", ({ data: request }) => {
  if (request.kind === "warm-up") {
    warmUp(request.locale);
    return;
  }
  const { id } = request;
  let lastProgress = Date.now();
  try {
    const comparison = compareTexts(request.first, request.second, request.options, {
      locale: request.locale,
      onProgress: (done) => {
        if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = Date.now();
        scope.postMessage({ id, kind: "progress", done });
      },
    });
    scope.postMessage({ id, kind: "done", comparison });
  } catch (error) {
    scope.postMessage({ id, kind: "failed", error: error instanceof Error ? error.message : String(error) });
  }
});
