import { lazy, Suspense } from "react";
import type { PlacedPointProps } from "./PlacedPointPanel.tsx";

// The panel, its map (d3-geo) and the where layer's code load with the first point shown, not with the
// page: the inspectors' pages stay within their first-load budget. The panel says it is loading its data;
// its own code comes first, in a moment, with nothing shown.
const PlacedPointPanel = lazy(() => import("./PlacedPointPanel.tsx"));

/**
 * A coordinate on the offline world map with its nearest places, country and time zone (PlacedPointPanel),
 * loaded when first shown. The page lists "where" in its tool's readsNamespaces for the texts.
 */
export function PlacedPoint(props: PlacedPointProps) {
  return (
    <Suspense fallback={null}>
      <PlacedPointPanel {...props} />
    </Suspense>
  );
}
