// The text tools' Web Worker: transforms and statistics of large texts run here, so the page never freezes.
import { answer, type WorkerRequest } from "./worker-protocol.ts";

const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: unknown): void;
};

scope.addEventListener("message", (event) => {
  scope.postMessage(answer(event.data));
});
