import { describe, expect, it } from "vitest";
import type { Endpoint } from "../tool-server.ts";
import { withToolPaths } from "./app-server.ts";

const endpoint: Endpoint = { methods: ["GET"], answer: () => {} };

describe("the paths the HTTP entry answers", () => {
  it("are the server's own and each tool's", () => {
    const paths = withToolPaths([{ paths: { "/api/a": endpoint } }, {}, { paths: { "/api/b": endpoint } }], {
      "/healthz": endpoint,
    });
    expect(Object.keys(paths).sort()).toEqual(["/api/a", "/api/b", "/healthz"]);
  });

  it("refuse a path claimed twice, by two tools or by a tool and the server", () => {
    expect(() =>
      withToolPaths([{ paths: { "/api/a": endpoint } }, { paths: { "/api/a": endpoint } }], {}),
    ).toThrow("/api/a is answered twice");
    expect(() =>
      withToolPaths([{ paths: { "/api/search": endpoint } }], { "/api/search": endpoint }),
    ).toThrow("/api/search is answered twice");
  });
});
