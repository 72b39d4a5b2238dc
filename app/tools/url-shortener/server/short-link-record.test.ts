import { describe, expect, it } from "vitest";
import { violatedSlugColumn } from "./short-link-record.ts";

describe("violatedSlugColumn", () => {
  it("reads both drivers' unique violations and nothing else", () => {
    const sqlite = Object.assign(
      new Error("UNIQUE constraint failed: index 'short_links_internal_slug_lower_key'"),
      {
        errcode: 2067,
      },
    );
    const postgres = Object.assign(new Error("duplicate key value"), {
      code: "23505",
      constraint: "short_links_shortened_slug_key",
    });
    expect(violatedSlugColumn(sqlite)).toBe("internal_slug");
    expect(violatedSlugColumn(postgres)).toBe("shortened_slug");
    expect(violatedSlugColumn(Object.assign(new Error("tools_slug_key"), { code: "23505" }))).toBeNull();
    expect(violatedSlugColumn(new Error("internal_slug is broken"))).toBeNull();
    expect(violatedSlugColumn("23505")).toBeNull();
  });
});
