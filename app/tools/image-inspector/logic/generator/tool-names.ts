// The generators whose settings the inspector reads, by their own names (proper names, the same in
// every language). Apart from the parsers, so the page names them without loading them.

export type GeneratorTool =
  | "automatic1111"
  | "comfyui"
  | "invokeai"
  | "novelai"
  | "fooocus"
  | "swarmui"
  | "other";

/** Each tool by its own name (proper names, the same in every language). */
export const TOOL_NAMES: Record<GeneratorTool, string> = {
  automatic1111: "Stable Diffusion web UI (AUTOMATIC1111, Forge)",
  comfyui: "ComfyUI",
  invokeai: "InvokeAI",
  novelai: "NovelAI",
  fooocus: "Fooocus",
  swarmui: "SwarmUI",
  other: "",
};
