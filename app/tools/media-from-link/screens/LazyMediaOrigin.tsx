import { lazy, Suspense } from "react";
import type { FetchedMedia } from "../state/fetch-media.ts";

// Shown only under a file fetched from an address: its code comes with that file, not with the page.
const Origin = lazy(() => import("./MediaOrigin.tsx"));

/** Where an inspected file came from (MediaOrigin.tsx), loaded when there is one to show. */
export function MediaOrigin({ media }: { media: FetchedMedia }) {
  return (
    <Suspense fallback={null}>
      <Origin media={media} />
    </Suspense>
  );
}
