import type { ComponentType } from "react";
import type { TransformToolId } from "../../logic/registry.ts";
import { BlankLinesPanel } from "./blank-lines-panel.tsx";
import { CasePanel } from "./case-panel.tsx";
import { DuplicatesPanel } from "./duplicates-panel.tsx";
import { JsonPanel } from "./json-panel.tsx";
import { LineNumbersPanel } from "./line-numbers-panel.tsx";
import type { PanelProps } from "./panel.tsx";
import { ReversePanel } from "./reverse-panel.tsx";
import { SlugPanel } from "./slug-panel.tsx";
import { SortLinesPanel } from "./sort-lines-panel.tsx";
import { SpecialCharsPanel } from "./special-chars-panel.tsx";

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
