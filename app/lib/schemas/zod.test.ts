import { describe, expect, it } from "vitest";
import { z } from "./zod.ts";

describe("zod for the browser's code", () => {
  it("runs without its JIT, so that no parse probes `new Function` under the site's CSP", () => {
    expect(z.config({}).jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: "a" })).toEqual({ name: "a" });
  });
});
