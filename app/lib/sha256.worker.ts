// The hashing worker: a file's SHA-256 off the page's thread, so adding a large video never freezes it.

import { sha256OfBlob } from "./sha256.ts";
import type { JobResponse } from "./worker-jobs.ts";

const scope = self as unknown as {
  addEventListener(
    type: "message",
    listener: (event: MessageEvent<{ id: number; blob: Blob }>) => void,
  ): void;
  postMessage(message: JobResponse): void;
};

scope.addEventListener("message", ({ data: { id, blob } }) => {
  sha256OfBlob(blob).then(
    (value) => scope.postMessage({ id, ok: true, value }),
    (error: unknown) => scope.postMessage({ id, ok: false, error: String(error) }),
  );
});
