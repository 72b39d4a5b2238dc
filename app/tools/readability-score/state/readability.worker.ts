// The readability tool's Web Worker: a text is measured here, with the syllable counters and the French
// hyphenation patterns, so the page neither freezes on a long text nor loads them before a text is given.
import "./cjs-require.ts";
import { answer, type WorkerRequest } from "./worker-protocol.ts";

const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: unknown): void;
};

scope.addEventListener("message", (event) => {
  scope.postMessage(answer(event.data));
});
