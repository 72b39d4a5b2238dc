import type { TransformToolId } from "../logic/registry.ts";
import type { TransformResult } from "../logic/result.ts";
import type { ToolOptions } from "./store.ts";
import { runTextJob } from "./text-client.ts";
import type { TransformInput } from "./text-protocol.ts";

export type ResultRequest = {
  toolId: TransformToolId;
  text: string;
  /** The store's version of `text`: two requests with the same version have the same text. */
  version: number;
  options: ToolOptions;
  locale: string;
};

/**
 * The last transform computed, so that pressing "Sort lines" after its preview was shown does not sort
 * 10 MB a second time: the preview and the action ask for the same result and share it.
 */
export function createResultCache(
  run: (input: TransformInput) => Promise<TransformResult> = (input) => runTextJob("transform", input),
) {
  let last: { key: string; promise: Promise<TransformResult> } | undefined;
  return (request: ResultRequest): Promise<TransformResult> => {
    const { toolId, text, version, options, locale } = request;
    const key = JSON.stringify([version, toolId, options, locale]);
    if (last?.key === key) return last.promise;
    const promise = run({ toolId, text, options, locale });
    const entry = { key, promise };
    last = entry;
    promise.catch(() => {
      if (last === entry) last = undefined;
    });
    return promise;
  };
}
