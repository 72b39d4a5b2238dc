// What other tools may use of media from a link in any code, browser included (decision 019): the
// address field the inspectors show beside "choose a file", and what it hands them.

export { MediaOrigin } from "./screens/LazyMediaOrigin.tsx";
export { MediaFromLink } from "./screens/MediaFromLink.tsx";
export type { FetchedMedia } from "./state/fetch-media.ts";
