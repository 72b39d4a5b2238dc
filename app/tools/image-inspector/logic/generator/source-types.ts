// IPTC's digital source types (cv.iptc.org/newscodes/digitalsourcetype), the vocabulary IPTC metadata and
// C2PA actions use to declare how a picture came to be. Every term is put in words by the locale's
// `generator.sourceTypes`; what it says about a model is its `involvement`.

export type Involvement = "ai" | "partly_ai" | "synthetic" | "capture" | "edited" | "none_declared";

/** Current terms, then retired ones files still carry (minorHumanEdits, digitalArt, softwareImage). */
export const SOURCE_TYPES: Readonly<Record<string, Involvement>> = {
  digitalCapture: "capture",
  computationalCapture: "capture",
  negativeFilm: "capture",
  positiveFilm: "capture",
  print: "capture",
  screenCapture: "capture",
  virtualRecording: "synthetic",
  humanEdits: "edited",
  minorHumanEdits: "edited",
  compositeCapture: "edited",
  algorithmicallyEnhanced: "edited",
  digitalCreation: "synthetic",
  digitalArt: "synthetic",
  softwareImage: "synthetic",
  dataDrivenMedia: "synthetic",
  algorithmicMedia: "synthetic",
  composite: "edited",
  compositeSynthetic: "partly_ai",
  trainedAlgorithmicMedia: "ai",
  compositeWithTrainedAlgorithmicMedia: "partly_ai",
  // C2PA's own "no claim made" value.
  empty: "none_declared",
};

export interface SourceTypeDeclaration {
  /** Where the file says it. */
  source: "xmp" | "c2pa";
  /** As written (IPTC's address or a bare code). */
  value: string;
  /** The term's code when the vocabulary has it ("trainedAlgorithmicMedia"). */
  code?: string;
  involvement?: Involvement;
}

export function sourceTypeDeclaration(
  source: SourceTypeDeclaration["source"],
  value: string,
): SourceTypeDeclaration {
  const code = value.trim().split("/").at(-1) ?? "";
  const involvement = Object.hasOwn(SOURCE_TYPES, code) ? SOURCE_TYPES[code] : undefined;
  return involvement ? { source, value, code, involvement } : { source, value };
}
