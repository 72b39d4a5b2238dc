import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOOL_SERVERS } from "../app/tools/servers.ts";
import { ConfigError } from "./env-fields.ts";
import { loadToolEnv } from "./tool-env.ts";

describe("the tools' variables", () => {
  it("have working defaults, each tool given its own", () => {
    const env = loadToolEnv(TOOL_SERVERS, {});
    expect(env["url-shortener"]).toEqual({
      SHORTEN_RATE_LIMIT: { requests: 20, windowMs: 60_000 },
      BLOCKLIST_FILE: undefined,
      SAFE_BROWSING_API_KEY: undefined,
    });
    expect(env["link-analytics"]).toEqual({
      CLICK_EVENTS_DAYS: 90,
      STATS_RATE_LIMIT: { requests: 120, windowMs: 60_000 },
    });
    expect(env["link-investigator"]).toMatchObject({
      INVESTIGATE_RATE_LIMIT: { requests: 30, windowMs: 60_000 },
    });
    expect(env["media-from-link"]).toEqual({
      MEDIA_FETCH_RATE_LIMIT: { requests: 30, windowMs: 60_000 },
      MEDIA_FETCH_CONCURRENCY: 8,
    });
  });

  it("are read, paths made absolute and URLs trimmed", () => {
    const env = loadToolEnv(TOOL_SERVERS, {
      BLOCKLIST_FILE: "blocklist.txt",
      SAFE_BROWSING_API_KEY: "key-123",
      SHORTEN_RATE_LIMIT: "5/10",
      STATS_RATE_LIMIT: "30/10",
      CLICK_EVENTS_DAYS: "30",
      WAYBACK_AVAILABILITY_URL: "https://archive.example/available//",
    });
    expect(env["url-shortener"]).toEqual({
      SHORTEN_RATE_LIMIT: { requests: 5, windowMs: 10_000 },
      BLOCKLIST_FILE: path.resolve("blocklist.txt"),
      SAFE_BROWSING_API_KEY: "key-123",
    });
    expect(env["link-analytics"]).toEqual({
      CLICK_EVENTS_DAYS: 30,
      STATS_RATE_LIMIT: { requests: 30, windowMs: 10_000 },
    });
    expect(env["link-investigator"]?.WAYBACK_AVAILABILITY_URL).toBe("https://archive.example/available");
  });

  it.each([
    ["SHORTEN_RATE_LIMIT", "20"],
    ["SHORTEN_RATE_LIMIT", "20/0"],
    ["SHORTEN_RATE_LIMIT", "0/60"],
    ["SHORTEN_RATE_LIMIT", "many/60"],
    ["STATS_RATE_LIMIT", "120"],
    ["INVESTIGATE_RATE_LIMIT", "0/60"],
    ["MEDIA_FETCH_RATE_LIMIT", "x"],
    ["MEDIA_FETCH_CONCURRENCY", "0"],
    ["CLICK_EVENTS_DAYS", "0"],
    ["RDAP_BOOTSTRAP_URL", "ftp://iana.example/dns.json"],
  ])("refuse %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadToolEnv(TOOL_SERVERS, { [name]: value })).toThrow(ConfigError);
    expect(() => loadToolEnv(TOOL_SERVERS, { [name]: value })).toThrow(`${name}="${value}"`);
  });

  it("refuses two tools declaring one variable", () => {
    const twice = [
      { slug: "a", env: TOOL_SERVERS[0].env },
      { slug: "b", env: TOOL_SERVERS[0].env },
    ];
    expect(() => loadToolEnv(twice, {})).toThrow("SHORTEN_RATE_LIMIT is declared by both a and b");
  });
});
