import { describe, expect, it } from "vitest";
import { ascii, exifSegment, fixture, jpegWith, TAG, tiff } from "../fixtures/make-images.ts";
import { cameraName } from "./camera.ts";
import { inspect } from "./inspection.ts";

const cameraOf = (make: string, model: string) =>
  inspect(
    jpegWith(fixture("C.jpg"), [
      exifSegment(tiff({ ifd0: { [TAG.make]: ascii(make), [TAG.model]: ascii(model) } })),
    ]).slice().buffer,
  ).summary.camera;

describe("cameraName", () => {
  it("says the make once when the model repeats it", () => {
    expect(cameraName(cameraOf("Canon", "Canon EOS 5D"))).toBe("Canon EOS 5D");
    expect(cameraName(cameraOf("NIKON CORPORATION", "NIKON D750"))).toBe("NIKON D750");
  });

  it("keeps a make the model does not repeat", () => {
    expect(cameraName(cameraOf("Apple", "iPhone 12"))).toBe("Apple iPhone 12");
    expect(cameraName(cameraOf("SONY", "ILCE-7M3"))).toBe("SONY ILCE-7M3");
  });

  it("names what there is when only one is given", () => {
    expect(cameraName({ model: "EOS R6" })).toBe("EOS R6");
    expect(cameraName({ make: "Canon" })).toBe("Canon");
    expect(cameraName({})).toBe("");
  });
});
