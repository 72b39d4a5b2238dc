import { describe, expect, it } from "vitest";
import { A1111_PARAMETERS, COMFY_PROMPT, COMFY_WORKFLOW } from "../../fixtures/generator-texts.ts";
import { fixture, jpegWith, png, xmpPacket, xmpSegment } from "../../fixtures/make-images.ts";
import { inspect } from "../inspection.ts";
import { SOURCE_TYPES, sourceTypeDeclaration } from "./source-types.ts";
import { withContentCredentials } from "./with-credentials.ts";

const read = (bytes: Uint8Array) => inspect(bytes.slice().buffer as ArrayBuffer);

describe("generator signals", () => {
  it("reads a Stable Diffusion PNG's parameters from its real tEXt chunk", () => {
    const { generator } = read(png(16, 16, { parameters: A1111_PARAMETERS }));
    expect(generator.parameters).toHaveLength(1);
    expect(generator.parameters[0]?.tool).toBe("automatic1111");
    expect(generator.parameters[0]?.prompt).toContain("lighthouse");
  });

  it("reads a ComfyUI PNG's prompt graph and workflow", () => {
    const { generator } = read(png(16, 16, { prompt: COMFY_PROMPT, workflow: COMFY_WORKFLOW }));
    expect(generator.parameters.map((p) => [p.tool, p.keys])).toEqual([["comfyui", ["prompt", "workflow"]]]);
  });

  it("names an XMP digital source type, and generators named in CreatorTool and the history", () => {
    const file = jpegWith(fixture("no_manifest.jpg"), [
      xmpSegment(
        xmpPacket(
          {
            "Iptc4xmpExt:DigitalSourceType":
              "http://cv.iptc.org/newscodes/digitalsourcetype/compositeSynthetic",
            "xmp:CreatorTool": "Adobe Firefly Image 3",
          },
          '<xmpMM:History><rdf:Seq><rdf:li stEvt:action="created" stEvt:softwareAgent="Midjourney v6"/></rdf:Seq></xmpMM:History>',
        ),
      ),
    ]);
    const { generator } = read(file);
    expect(generator.sourceTypes).toEqual([
      {
        source: "xmp",
        value: "http://cv.iptc.org/newscodes/digitalsourcetype/compositeSynthetic",
        code: "compositeSynthetic",
        involvement: "partly_ai",
      },
    ]);
    expect(generator.names.map((n) => [n.where, n.generator])).toEqual([
      ["xmp CreatorTool", "Adobe Firefly"],
      ["xmp softwareAgent", "Midjourney"],
    ]);
  });

  it("knows every IPTC term, keeps an unknown one as written", () => {
    expect(Object.keys(SOURCE_TYPES)).toHaveLength(21);
    expect(sourceTypeDeclaration("xmp", "trainedAlgorithmicMedia").involvement).toBe("ai");
    expect(sourceTypeDeclaration("xmp", "somethingNew")).toEqual({ source: "xmp", value: "somethingNew" });
    expect(sourceTypeDeclaration("xmp", "constructor")).toEqual({ source: "xmp", value: "constructor" });
  });

  it("adds what Content Credentials declare", () => {
    const { generator } = read(png(4, 4));
    const merged = withContentCredentials(generator, {
      trust: "valid_untrusted",
      claimGenerator: "ChatGPT c2pa-rs/0.33",
      actions: [
        {
          action: "c2pa.created",
          softwareAgent: "DALL·E 3",
          digitalSourceType: "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia",
        },
      ],
      ingredients: [],
      failures: [],
      testCertificate: false,
      aiDeclarations: [],
    });
    expect(merged.sourceTypes.map((s) => [s.source, s.involvement])).toEqual([["c2pa", "ai"]]);
    expect(merged.names.map((n) => n.generator)).toEqual(["ChatGPT", "DALL·E"]);
  });

  it("gives a JPEG its history in the inspection, and a PNG none", () => {
    expect(read(fixture("C.jpg")).jpegHistory?.quality).toEqual({ kind: "libjpeg", quality: 75 });
    expect(read(png(4, 4)).jpegHistory).toBeUndefined();
  });
});
