import { describe, expect, it } from "vitest";
import { AI_SOURCE_TYPES, aiSourceType, generatorName, isGeneratorKey } from "./ai-declared.ts";

const IPTC = "http://cv.iptc.org/newscodes/digitalsourcetype/";

describe("aiSourceType", () => {
  it("reads IPTC's vocabulary address and the bare code alike", () => {
    expect(aiSourceType(`${IPTC}trainedAlgorithmicMedia`)).toBe("trainedAlgorithmicMedia");
    expect(aiSourceType(`${IPTC}compositeWithTrainedAlgorithmicMedia`)).toBe(
      "compositeWithTrainedAlgorithmicMedia",
    );
    expect(aiSourceType("trainedAlgorithmicMedia")).toBe("trainedAlgorithmicMedia");
    expect(aiSourceType(`  ${IPTC}trainedAlgorithmicMedia\n`)).toBe("trainedAlgorithmicMedia");
  });

  it("knows exactly the two types that mean a trained model", () => {
    expect(AI_SOURCE_TYPES).toEqual(["trainedAlgorithmicMedia", "compositeWithTrainedAlgorithmicMedia"]);
  });

  it.each([
    "digitalCapture",
    "negativeFilm",
    "compositeSynthetic",
    // Made by an algorithm, but not a trained one (a fractal, a rendering).
    "algorithmicMedia",
    "minorHumanEdits",
    // IPTC's codes are case-sensitive.
    "TrainedAlgorithmicMedia",
    "",
    "not a source type",
  ])("gives nothing for %j", (code) => {
    expect(aiSourceType(`${IPTC}${code}`)).toBeUndefined();
    expect(aiSourceType(code)).toBeUndefined();
  });
});

describe("generatorName", () => {
  it.each([
    ["Midjourney", "Midjourney"],
    ["DALL·E 3", "DALL·E"],
    ["DALL-E 2", "DALL-E"],
    ["DALLE", "DALLE"],
    ["Stable Diffusion XL 1.0", "Stable Diffusion"],
    ["SDXL Turbo", "SDXL"],
    ["Adobe Firefly Image 3", "Adobe Firefly"],
    ["Made with Google AI: Imagen 3", "Imagen"],
    ["ChatGPT", "ChatGPT"],
    ["GPT-4o", "GPT-4o"],
    ["FLUX.1-dev", "FLUX.1"],
    ["Leonardo.Ai", "Leonardo.Ai"],
    ["Bing Image Creator", "Bing Image Creator"],
    ["Meta AI", "Meta AI"],
    ["ComfyUI", "ComfyUI"],
  ])("finds the generator in %j", (text, name) => {
    expect(generatorName(text)).toBe(name);
  });

  it("matches whatever the case, giving the name as written", () => {
    expect(generatorName("made with MIDJOURNEY v6")).toBe("MIDJOURNEY");
    expect(generatorName("novelai")).toBe("novelai");
  });

  it.each([
    "Adobe Photoshop 25.0 (Windows)",
    "Adobe Photoshop Lightroom Classic 13.2 (Macintosh)",
    "GIMP 2.10.36",
    "17.4.1",
    "Picasa",
    // Names inside other words are not names.
    "Grokking the photo",
    "Geminids meteor shower",
    "",
  ])("finds no generator in %j", (text) => {
    expect(generatorName(text)).toBeUndefined();
  });
});

describe("isGeneratorKey", () => {
  it("knows the PNG text keys image generators write", () => {
    for (const key of ["parameters", "prompt", "workflow", "Dream", "sd-metadata", "invokeai_metadata"])
      expect(isGeneratorKey(key)).toBe(true);
  });

  it("does not take the standard PNG keys, nor another case, for them", () => {
    for (const key of ["Software", "Comment", "Description", "Title", "Author", "Parameters", "PROMPT", ""])
      expect(isGeneratorKey(key)).toBe(false);
  });
});
