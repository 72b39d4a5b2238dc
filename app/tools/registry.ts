import { whereEvidence } from "../features/where/evidence-kinds.ts";
import { caseFile } from "./case-file/tool.ts";
import { compareTexts } from "./compare-texts/tool.ts";
import { dateDifference } from "./date-difference/tool.ts";
import type { EvidenceSource, ToolDefinition } from "./definition.ts";
import { documentInspector } from "./document-inspector/tool.ts";
import { hiddenCharacters } from "./hidden-characters/tool.ts";
import { imageInspector } from "./image-inspector/tool.ts";
import { linkAnalytics } from "./link-analytics/tool.ts";
import { linkInvestigator } from "./link-investigator/tool.ts";
import { mediaFromLink } from "./media-from-link/tool.ts";
import { pageCapture } from "./page-capture/tool.ts";
import { qrCodeGenerator } from "./qr-code-generator/tool.ts";
import { readabilityScore } from "./readability-score/tool.ts";
import { sunPosition } from "./sun-position/tool.ts";
import { textFromImage } from "./text-from-image/tool.ts";
import { textTools } from "./text-tools/tool.ts";
import { timeZoneConverter } from "./time-zone-converter/tool.ts";
import { timestampDecoder } from "./timestamp-decoder/tool.ts";
import { urlShortener } from "./url-shortener/tool.ts";
import { videoInspector } from "./video-inspector/tool.ts";

/**
 * Every tool of the site: the one list a new tool is added to (its folder holds the rest). Every
 * category keeps an active tool, so every footer link leads to a page with content, and four tools are
 * featured, the size of the home page grid. Each keeps its own type here, for EvidenceKind below.
 */
const DEFINITIONS = [
  urlShortener,
  linkInvestigator,
  imageInspector,
  qrCodeGenerator,
  pageCapture,
  mediaFromLink,
  textTools,
  compareTexts,
  hiddenCharacters,
  textFromImage,
  linkAnalytics,
  videoInspector,
  readabilityScore,
  documentInspector,
  timeZoneConverter,
  dateDifference,
  timestampDecoder,
  sunPosition,
  caseFile,
] as const satisfies readonly ToolDefinition[];

/** The tools, as the site reads them. */
export const TOOLS: readonly ToolDefinition[] = DEFINITIONS;

/**
 * The shared features whose panel adds to a case from several tools' pages: their kinds are theirs, not
 * one of those tools'.
 */
const FEATURE_EVIDENCE = [whereEvidence] as const satisfies readonly EvidenceSource[];

/** Everything that declares kinds of evidence, the tools then the features: each kind is one's only. */
export const EVIDENCE_SOURCES: readonly EvidenceSource[] = [...DEFINITIONS, ...FEATURE_EVIDENCE];

/** The kinds of evidence a definition declares. */
type KindsOf<Source> = Source extends { evidenceKinds: readonly (infer Kind extends string)[] }
  ? Kind
  : never;

// EvidenceKind (definition.ts) is every kind the listed tools and features declare.
declare module "./definition.ts" {
  interface DeclaredEvidenceKinds
    extends Record<KindsOf<(typeof DEFINITIONS)[number] | (typeof FEATURE_EVIDENCE)[number]>, true> {}
}
