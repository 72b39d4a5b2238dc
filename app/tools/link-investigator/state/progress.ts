import { readNdjson } from "#app/lib/pages/ndjson.ts";
import { ARCHIVE_PARAM, FULL_ARCHIVE_ADDRESS } from "../logic/input.ts";
import type { Hop } from "../logic/report.ts";

/** The hops of the investigation the page is waiting for, as the server makes them. */
export interface Progress {
  input: string;
  hops: readonly Hop[];
}

let current: Progress | null = null;
const listeners = new Set<() => void>();

function publish(next: Progress | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const progressStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Progress | null => current,
};

/**
 * Reads the API's progress stream for `input` (one JSON object per line) and publishes each hop, until
 * the report is made. It asks with the page's choices, so that it starts the very investigation the
 * page's loader then finds. Any failure just ends it: the page's loader then brings the report or says
 * what went wrong.
 */
export async function followProgress(
  input: string,
  fullArchiveAddress: boolean,
  signal: AbortSignal,
): Promise<void> {
  publish({ input, hops: [] });
  try {
    const query = new URLSearchParams({ progress: "1", url: input });
    if (fullArchiveAddress) query.set(ARCHIVE_PARAM, FULL_ARCHIVE_ADDRESS);
    const response = await fetch(`/api/link-investigations?${query}`, { signal });
    if (!response.ok || response.body === null) return;
    await readNdjson<{ hop?: Hop }>(response.body, ({ hop }) => {
      if (hop && current?.input === input) publish({ input, hops: [...current.hops, hop] });
    });
  } catch {
    // Aborted (the visitor went elsewhere) or cut off: nothing to show beyond what came.
  }
}
