import { describe, expect, it } from "vitest";
import { resourcesFor } from "./resources.server.ts";

describe("resourcesFor", () => {
  it("leaves the tools' search keywords out of the texts a page is sent, and keeps the rest", () => {
    const { text_tools: textTools } = resourcesFor("fr", ["text_tools"]) as {
      text_tools: {
        catalog: Record<string, string>;
        tools: Record<string, Record<string, string>>;
      };
    };
    expect(Object.keys(textTools.catalog).sort()).toEqual(["description", "name"]);
    expect(textTools.tools.json).toMatchObject({ name: "Mise en forme JSON" });
    expect(textTools.tools.json).not.toHaveProperty("keywords");
    // A page's own meta keywords are texts the page uses.
    expect(textTools).toHaveProperty("page.meta.keywords");
  });
});
