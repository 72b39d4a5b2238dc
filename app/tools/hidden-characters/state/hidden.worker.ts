// The hidden-characters tool's Web Worker: every analysis and change runs here, with the Unicode tables,
// so the page neither freezes on a 10 MB text nor downloads the tables before a text is given.
import { answer, type WorkerRequest } from "./worker-protocol.ts";

const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: unknown): void;
};

scope.addEventListener("message", (event) => {
  scope.postMessage(answer(event.data));
});
