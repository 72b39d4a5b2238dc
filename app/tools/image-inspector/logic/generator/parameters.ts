// The settings image generators write into PNG text chunks: the prompt, the negative prompt, the model
// and the sampler's settings, read as each tool writes them. Every value stays as written (the screens
// escape and fold it); nothing is judged from it.

export type GeneratorTool =
  | "automatic1111"
  | "comfyui"
  | "invokeai"
  | "novelai"
  | "fooocus"
  | "swarmui"
  | "other";

export interface Setting {
  name: string;
  value: string;
}

export interface GeneratorParameters {
  tool: GeneratorTool;
  /** The PNG text keys it was read from. */
  keys: string[];
  prompt?: string;
  negativePrompt?: string;
  models: string[];
  settings: Setting[];
  /** ComfyUI's workflow: how many nodes the graph has. */
  nodes?: number;
}

/** A settings list has dozens of entries at most; a hostile file gets no more than this. */
const MAX_SETTINGS = 40;

type Json = Record<string, unknown>;

function parseObject(text: string): Json | undefined {
  if (!text.trimStart().startsWith("{")) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

const scalar = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : undefined;

function settingsOf(object: Json, skip: readonly string[]): Setting[] {
  return Object.entries(object)
    .filter(([name]) => !skip.includes(name))
    .flatMap(([name, value]) => {
      const text = scalar(value);
      return text === undefined || text === "" ? [] : [{ name, value: text }];
    })
    .slice(0, MAX_SETTINGS);
}

/**
 * AUTOMATIC1111's "parameters": the prompt, then a line "Negative prompt: …", then one line of
 * "Key: value" pairs apart by commas, a value with commas of its own in double quotes.
 */
export function automatic1111(text: string): Omit<GeneratorParameters, "keys"> {
  const lines = text.split("\n");
  const last = lines.at(-1) ?? "";
  const hasSettings = /^Steps: /.test(last);
  const body = hasSettings ? lines.slice(0, -1) : lines;
  const negativeAt = body.findIndex((line) => line.startsWith("Negative prompt:"));
  const prompt = (negativeAt === -1 ? body : body.slice(0, negativeAt)).join("\n").trim();
  const negative =
    negativeAt === -1 ? "" : body.slice(negativeAt).join("\n").slice("Negative prompt:".length).trim();
  const settings = hasSettings ? settingPairs(last) : [];
  const models = settings.filter((s) => s.name === "Model").map((s) => s.value);
  return {
    tool: "automatic1111",
    ...(prompt ? { prompt } : {}),
    ...(negative ? { negativePrompt: negative } : {}),
    models,
    settings,
  };
}

/** "Steps: 20, Sampler: Euler a, Lora hashes: "a: 1, b: 2"" read left to right, one character at a time. */
function settingPairs(line: string): Setting[] {
  const settings: Setting[] = [];
  let at = 0;
  while (at < line.length && settings.length < MAX_SETTINGS) {
    while (line[at] === " " || line[at] === ",") at++;
    const colon = line.indexOf(": ", at);
    if (colon === -1) break;
    const name = line.slice(at, colon).trim();
    at = colon + 2;
    let value: string;
    if (line[at] === '"') {
      let end = at + 1;
      while (end < line.length && line[end] !== '"') end += line[end] === "\\" ? 2 : 1;
      value = line.slice(at + 1, end);
      at = end + 1;
    } else {
      const comma = line.indexOf(",", at);
      const end = comma === -1 ? line.length : comma;
      value = line.slice(at, end).trim();
      at = end;
    }
    if (name) settings.push({ name, value });
  }
  return settings;
}

type Node = { class_type?: unknown; inputs?: Record<string, unknown> };

/** The text a sampler's positive or negative input points to, through the node graph's links. */
function linkedText(graph: Record<string, Node>, link: unknown, depth = 0): string | undefined {
  if (!Array.isArray(link) || depth > 8) return undefined;
  const node = graph[String(link[0])];
  const inputs = node?.inputs ?? {};
  for (const name of ["text", "text_g", "prompt", "string"]) {
    const text = inputs[name];
    if (typeof text === "string") return text;
    if (Array.isArray(text)) return linkedText(graph, text, depth + 1);
  }
  // Conditioning passes through nodes (combine, set area…): follow the first conditioning input.
  const next = inputs.conditioning ?? inputs.conditioning_1 ?? inputs.positive;
  return linkedText(graph, next, depth + 1);
}

/** ComfyUI's "prompt": the API graph, node id → {class_type, inputs}. */
export function comfyPrompt(graph: Record<string, Node>): Omit<GeneratorParameters, "keys"> {
  const nodes = Object.values(graph).filter((node): node is Node => !!node && typeof node === "object");
  const sampler = nodes.find((node) => /Sampler/i.test(String(node.class_type)) && node.inputs?.positive);
  const prompt = sampler ? linkedText(graph, sampler.inputs?.positive) : undefined;
  const negative = sampler ? linkedText(graph, sampler.inputs?.negative) : undefined;
  const models = nodes.flatMap((node) =>
    ["ckpt_name", "unet_name", "lora_name", "model_name"].flatMap((name) => {
      const value = node.inputs?.[name];
      return typeof value === "string" ? [value] : [];
    }),
  );
  const settings = sampler?.inputs ? settingsOf(sampler.inputs, []) : [];
  return {
    tool: "comfyui",
    ...(prompt ? { prompt } : {}),
    ...(negative ? { negativePrompt: negative } : {}),
    models: [...new Set(models)],
    settings,
  };
}

const text = (object: Json, ...names: string[]) =>
  names.map((name) => scalar(object[name])).find((value) => value !== undefined && value !== "");

function modelName(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") return text(value as Json, "name", "model_name");
  return undefined;
}

function fromObject(
  tool: GeneratorTool,
  object: Json,
  prompt: string[],
  negative: string[],
  model: string[],
) {
  const p = text(object, ...prompt);
  const n = text(object, ...negative);
  const models = model.map((name) => modelName(object[name])).filter((m): m is string => !!m);
  return {
    tool,
    ...(p ? { prompt: p } : {}),
    ...(n ? { negativePrompt: n } : {}),
    models,
    settings: settingsOf(object, [...prompt, ...negative, ...model]),
  };
}

/** Every generator's settings the PNG's texts hold, one entry per generator. */
export function generatorParameters(texts: Readonly<Record<string, string>>): GeneratorParameters[] {
  const found: GeneratorParameters[] = [];
  const { parameters, prompt, workflow } = texts;
  if (parameters !== undefined) {
    const object = parseObject(parameters);
    const swarm = object?.sui_image_params;
    if (swarm && typeof swarm === "object")
      found.push({
        keys: ["parameters"],
        ...fromObject("swarmui", swarm as Json, ["prompt"], ["negativeprompt"], ["model"]),
      });
    else if (object)
      found.push({
        keys: ["parameters"],
        ...fromObject(
          /fooocus/i.test(parameters) ? "fooocus" : "other",
          object,
          ["Prompt", "prompt", "full_prompt"],
          ["Negative Prompt", "negative_prompt", "full_negative_prompt"],
          ["Base Model", "base_model", "model"],
        ),
      });
    else found.push({ keys: ["parameters"], ...automatic1111(parameters) });
  }
  const graph = prompt !== undefined ? parseObject(prompt) : undefined;
  const flow = workflow !== undefined ? parseObject(workflow) : undefined;
  if (graph || flow) {
    const read = graph
      ? comfyPrompt(graph as Record<string, Node>)
      : { tool: "comfyui" as const, models: [], settings: [] };
    const nodes = Array.isArray(flow?.nodes) ? flow.nodes.length : undefined;
    found.push({
      keys: [...(graph ? ["prompt"] : []), ...(flow ? ["workflow"] : [])],
      ...read,
      ...(nodes !== undefined ? { nodes } : {}),
    });
  }
  const invoke = parseObject(texts.invokeai_metadata ?? "");
  if (invoke)
    found.push({
      keys: ["invokeai_metadata"],
      ...fromObject("invokeai", invoke, ["positive_prompt"], ["negative_prompt"], ["model"]),
    });
  const legacy = parseObject(texts["sd-metadata"] ?? "");
  if (legacy) {
    const image = (legacy.image ?? {}) as Json;
    const promptValue = image.prompt;
    const promptText = Array.isArray(promptValue)
      ? promptValue.map((part) => scalar((part as Json)?.prompt) ?? "").join(" ")
      : scalar(promptValue);
    const read = fromObject("invokeai", image, [], [], []);
    const weights = text(legacy, "model_weights");
    found.push({
      keys: ["sd-metadata"],
      ...read,
      ...(promptText ? { prompt: promptText } : {}),
      models: weights ? [weights] : [],
    });
  } else if (texts.Dream !== undefined) {
    found.push({ keys: ["Dream"], tool: "invokeai", prompt: texts.Dream, models: [], settings: [] });
  }
  // NovelAI: "Software: NovelAI", the prompt in Description, the settings as JSON in Comment.
  if (/novelai/i.test(texts.Software ?? "") || /novelai/i.test(texts.Source ?? "")) {
    const comment = parseObject(texts.Comment ?? "");
    const read = comment
      ? fromObject("novelai", comment, ["prompt"], ["uc"], [])
      : { tool: "novelai" as const, models: [], settings: [] };
    const model = texts.Source;
    found.push({
      keys: ["Software", ...(texts.Description ? ["Description"] : []), ...(comment ? ["Comment"] : [])],
      ...read,
      ...(read.prompt === undefined && texts.Description ? { prompt: texts.Description } : {}),
      models: model ? [model] : [],
    });
  }
  return found;
}
