import { expect, it } from "vitest";
import { qrFileName } from "./options.ts";

it("names a link's code after its slug, safely", () => {
  expect(qrFileName("https://veritools.app/r/abc-123")).toBe("qr-abc-123");
  expect(qrFileName("https://go.example/x_y/")).toBe("qr-x_y");
  expect(qrFileName("https://veritools.app/")).toBe("qr-code");
  expect(qrFileName("not a url")).toBe("qr-code");
  expect(qrFileName("https://e.example/%2F..%2Fetc")).toBe("qr-2F2Fetc");
});
