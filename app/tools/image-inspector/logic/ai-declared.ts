// Where a file may say that it was made by a generative model. Each is a declaration, written by the
// software that made the file: its presence is strong evidence, its absence proves nothing.

export interface AiDeclaration {
  /** Where it was found. */
  source: "iptc" | "xmp" | "png" | "exif" | "c2pa";
  /** The value that says so, as written. */
  evidence: string;
  /** The IPTC digital source type it declares, by its code ("trainedAlgorithmicMedia"), when it is one. */
  sourceType?: AiSourceType;
}

/** IPTC's digital source types that mean "made by a trained model", alone or in a composite. */
export const AI_SOURCE_TYPES = ["trainedAlgorithmicMedia", "compositeWithTrainedAlgorithmicMedia"] as const;
export type AiSourceType = (typeof AI_SOURCE_TYPES)[number];

/** Generators that name themselves in Software, CreatorTool or PNG text. */
const GENERATORS =
  /\b(Midjourney|DALL[-·\u00b7 ]?E|Stable Diffusion|SDXL|Adobe Firefly|NovelAI|ComfyUI|AUTOMATIC1111|InvokeAI|Imagen|Gemini|ChatGPT|GPT-4o|OpenAI|Leonardo\.Ai|Ideogram|FLUX\.1|Grok|Bing Image Creator|DreamStudio|Meta AI)\b/i;

/** PNG text keys that only image generators write (AUTOMATIC1111, ComfyUI, InvokeAI). */
const GENERATOR_KEYS = new Set([
  "parameters",
  "prompt",
  "workflow",
  "Dream",
  "sd-metadata",
  "invokeai_metadata",
]);

/**
 * The AI source type a digital source type names, written as IPTC's vocabulary address
 * ("http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia") or as its bare code.
 */
export function aiSourceType(value: string): AiSourceType | undefined {
  const code = value.trim().split("/").at(-1);
  return AI_SOURCE_TYPES.find((type) => type === code);
}

export function generatorName(text: string): string | undefined {
  return GENERATORS.exec(text)?.[1];
}

export function isGeneratorKey(key: string): boolean {
  return GENERATOR_KEYS.has(key);
}
