import type { ComponentType } from "react";
import type { TransformToolId } from "../transforms/registry.ts";
import { BlankLinesPanel } from "./blank-lines.tsx";
import { CasePanel } from "./case.tsx";
import { DuplicatesPanel } from "./duplicates.tsx";
import { JsonPanel } from "./json.tsx";
import { LineNumbersPanel } from "./line-numbers.tsx";
import type { PanelProps } from "./panel.tsx";
import { ReversePanel } from "./reverse.tsx";
import { SlugPanel } from "./slug.tsx";
import { SortLinesPanel } from "./sort-lines.tsx";
import { SpecialCharsPanel } from "./special-chars.tsx";

/** Each transform's panel (the counter's, which needs the statistics instead, is shown by the page). */
export const TRANSFORM_PANELS: Record<TransformToolId, ComponentType<PanelProps>> = {
  "case-converter": CasePanel,
  duplicates: DuplicatesPanel,
  "blank-lines": BlankLinesPanel,
  "special-chars": SpecialCharsPanel,
  "sort-lines": SortLinesPanel,
  reverse: ReversePanel,
  slug: SlugPanel,
  "line-numbers": LineNumbersPanel,
  json: JsonPanel,
};
