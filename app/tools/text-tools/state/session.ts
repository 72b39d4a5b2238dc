import { createResultCache } from "./result-cache.ts";
import { createTextToolsStore } from "./store.ts";

/** The text tools of one browser tab: their state and the last result computed from it. */
export type TextToolsSession = {
  store: ReturnType<typeof createTextToolsStore>;
  results: ReturnType<typeof createResultCache>;
};

let session: TextToolsSession | undefined;

/** The tab's session, created on first use; the server renders from the initial state and never changes it. */
export function textToolsSession(): TextToolsSession {
  session ??= { store: createTextToolsStore(), results: createResultCache() };
  return session;
}
