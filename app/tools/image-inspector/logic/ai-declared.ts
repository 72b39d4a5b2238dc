// Where a file may say that it was made by a generative model. Each is a declaration, written by the
// software that made the file: its presence is strong evidence, its absence proves nothing.

export interface AiDeclaration {
  /** Where it was found. */
  source: "iptc" | "xmp" | "png" | "exif" | "c2pa";
  /** The value that says so, as written. */
  evidence: string;
}

/** IPTC's digital source types that mean "made by a trained model", alone or in a composite. */
const AI_SOURCE_TYPES = /(?:^|\/)(trainedAlgorithmicMedia|compositeWithTrainedAlgorithmicMedia)$/;

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

export function isAiSourceType(value: string): boolean {
  return AI_SOURCE_TYPES.test(value.trim());
}

export function generatorName(text: string): string | undefined {
  return GENERATORS.exec(text)?.[1];
}

export function isGeneratorKey(key: string): boolean {
  return GENERATOR_KEYS.has(key);
}
