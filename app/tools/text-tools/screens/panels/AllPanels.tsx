import type { ComponentType } from "react";
import type { TransformToolId } from "../../logic/registry.ts";
import { BlankLinesPanel } from "./BlankLinesPanel.tsx";
import { CasePanel } from "./CasePanel.tsx";
import { DuplicatesPanel } from "./DuplicatesPanel.tsx";
import { JsonPanel } from "./JsonPanel.tsx";
import { LineNumbersPanel } from "./LineNumbersPanel.tsx";
import type { PanelProps } from "./Panel.tsx";
import { ReversePanel } from "./ReversePanel.tsx";
import { SlugPanel } from "./SlugPanel.tsx";
import { SortLinesPanel } from "./SortLinesPanel.tsx";
import { SpecialCharsPanel } from "./SpecialCharsPanel.tsx";

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
