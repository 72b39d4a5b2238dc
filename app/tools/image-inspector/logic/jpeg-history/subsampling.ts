// Chroma subsampling, named the way encoders and forums name it, from the frame's sampling factors.
import type { FrameComponent } from "./segments.ts";

export type Subsampling = "grey" | "4:4:4" | "4:2:2" | "4:2:0" | "4:4:0" | "4:1:1" | "other";

export function subsampling(components: readonly FrameComponent[]): Subsampling {
  const [luma, ...chroma] = components;
  if (!luma || chroma.length === 0) return "grey";
  // Only the ratio of luma to chroma matters: 2×2 against 2×2 is still full colour resolution.
  const first = chroma[0] as FrameComponent;
  if (chroma.some((c) => c.horizontal !== first.horizontal || c.vertical !== first.vertical)) return "other";
  const h = luma.horizontal / first.horizontal;
  const v = luma.vertical / first.vertical;
  if (h === 1 && v === 1) return "4:4:4";
  if (h === 2 && v === 1) return "4:2:2";
  if (h === 2 && v === 2) return "4:2:0";
  if (h === 1 && v === 2) return "4:4:0";
  if (h === 4 && v === 1) return "4:1:1";
  return "other";
}
