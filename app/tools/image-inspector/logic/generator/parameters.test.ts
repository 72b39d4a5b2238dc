import { describe, expect, it } from "vitest";
import {
  A1111_PARAMETERS,
  COMFY_PROMPT,
  COMFY_WORKFLOW,
  INVOKEAI_METADATA,
  NOVELAI_TEXTS,
} from "../../fixtures/generator-texts.ts";
import { automatic1111, generatorParameters } from "./parameters.ts";

describe("generatorParameters", () => {
  it("reads AUTOMATIC1111's prompt, negative prompt and settings, a quoted value kept whole", () => {
    const [read] = generatorParameters({ parameters: A1111_PARAMETERS });
    expect(read).toMatchObject({
      tool: "automatic1111",
      keys: ["parameters"],
      prompt: "a lighthouse on a cliff at dawn, oil painting, highly detailed",
      negativePrompt: "blurry, lowres, watermark",
      models: ["sd_xl_base_1.0"],
    });
    expect(read?.settings).toContainEqual({ name: "Sampler", value: "DPM++ 2M Karras" });
    expect(read?.settings).toContainEqual({ name: "Lora hashes", value: "film: 9a1b, grain: 7c2d" });
    expect(read?.settings).toContainEqual({ name: "Version", value: "v1.9.4" });
  });

  it("keeps a prompt without settings as the prompt", () => {
    expect(automatic1111("just a prompt\non two lines")).toEqual({
      tool: "automatic1111",
      prompt: "just a prompt\non two lines",
      models: [],
      settings: [],
    });
  });

  it("follows ComfyUI's graph from the sampler to its prompts and checkpoint", () => {
    const [read] = generatorParameters({ prompt: COMFY_PROMPT, workflow: COMFY_WORKFLOW });
    expect(read).toMatchObject({
      tool: "comfyui",
      keys: ["prompt", "workflow"],
      prompt: "beautiful scenery nature glass bottle landscape",
      negativePrompt: "text, watermark",
      models: ["v1-5-pruned-emaonly.safetensors"],
      nodes: 7,
    });
    expect(read?.settings).toContainEqual({ name: "seed", value: "156680208700286" });
    expect(read?.settings).toContainEqual({ name: "sampler_name", value: "euler" });
  });

  it("reads InvokeAI's and NovelAI's settings", () => {
    expect(generatorParameters({ invokeai_metadata: INVOKEAI_METADATA })[0]).toMatchObject({
      tool: "invokeai",
      prompt: "a red fox in fresh snow",
      negativePrompt: "cartoon",
      models: ["Juggernaut XL v9"],
    });
    const [novel] = generatorParameters(NOVELAI_TEXTS);
    expect(novel).toMatchObject({
      tool: "novelai",
      prompt: "1girl, reading in a library, warm light",
      negativePrompt: "lowres, bad anatomy",
      models: ["NovelAI Diffusion V4.5 4BDE2A90"],
    });
    expect(novel?.settings).toContainEqual({ name: "sampler", value: "k_euler_ancestral" });
  });

  it("reads SwarmUI's JSON parameters", () => {
    const parameters = JSON.stringify({ sui_image_params: { prompt: "a cat", model: "flux1-dev", seed: 7 } });
    expect(generatorParameters({ parameters })[0]).toMatchObject({
      tool: "swarmui",
      prompt: "a cat",
      models: ["flux1-dev"],
    });
  });

  it("survives broken JSON and hostile sizes without inventing anything", () => {
    expect(generatorParameters({ prompt: "{not json", workflow: "[]" })).toEqual([]);
    const many = `Steps: 1, ${Array.from({ length: 500 }, (_, i) => `K${i}: ${i}`).join(", ")}`;
    expect(generatorParameters({ parameters: `p\n${many}` })[0]?.settings).toHaveLength(40);
    // A quote that never closes ends the line rather than looping.
    expect(automatic1111('p\nSteps: 1, Lora: "open').settings).toEqual([
      { name: "Steps", value: "1" },
      { name: "Lora", value: "open" },
    ]);
    expect(generatorParameters({ Title: "holiday", Software: "GIMP" })).toEqual([]);
  });
});
