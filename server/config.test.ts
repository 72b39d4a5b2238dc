import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1:3000",
      databaseUrl: undefined,
      dataDir: path.resolve("data"),
      redisUrl: undefined,
      shortUrlBase: "http://127.0.0.1:3000/r",
      logLevel: "info",
      production: true,
      trustedProxies: 0,
      allowPrivateAddresses: false,
    });
  });

  it("reads every variable and trims trailing slashes of URLs", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://veritools.example/",
      DATABASE_URL: "postgres://u@db:5432/veritools",
      DATA_DIR: "/var/lib/veritools",
      REDIS_URL: "redis://cache:6379/2",
      SHORT_URL_BASE: "https://vt.example//",
      SUPPORT_EMAIL: "help@veritools.example",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      ALLOW_PRIVATE_ADDRESSES: "true",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      publicUrl: "https://veritools.example",
      databaseUrl: "postgres://u@db:5432/veritools",
      dataDir: "/var/lib/veritools",
      redisUrl: "redis://cache:6379/2",
      shortUrlBase: "https://vt.example",
      supportEmail: "help@veritools.example",
      logLevel: "warn",
      trustedProxies: 1,
      allowPrivateAddresses: true,
    });
  });

  it.each([
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["2", 2],
  ])("reads TRUST_PROXY=%s as %i trusted proxies", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustedProxies).toBe(expected);
  });

  it("lets through only the private endpoints ALLOW_PRIVATE_ENDPOINTS names, and reads HOST_ADDRESSES", () => {
    const config = loadConfig({
      ALLOW_PRIVATE_ENDPOINTS: "127.0.0.1:3401, 127.0.0.1:32768-60999",
      HOST_ADDRESSES: "news.veritools.test=127.0.0.1",
    });
    const rule = config.allowPrivateAddresses;
    if (typeof rule !== "function") return expect.unreachable("a rule by endpoint");
    expect([rule("127.0.0.1", 3401), rule("127.0.0.1", 40000), rule("127.0.0.1", 3402)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(rule("169.254.169.254", 3401)).toBe(false);
    expect(config.allowedPrivateEndpoints).toEqual(["127.0.0.1:3401", "127.0.0.1:32768-60999"]);
    expect(config.hostAddresses).toEqual({ "news.veritools.test": ["127.0.0.1"] });
    // The blanket setting still wins, for the tests that need every address.
    expect(
      loadConfig({ ALLOW_PRIVATE_ADDRESSES: "true", ALLOW_PRIVATE_ENDPOINTS: "127.0.0.1:1" })
        .allowPrivateAddresses,
    ).toBe(true);
    expect(loadConfig({}).hostAddresses).toEqual({});
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty", "PORT"],
    ["PORT", "70000", "PORT"],
    ["PUBLIC_URL", "veritools.example", "PUBLIC_URL"],
    ["PUBLIC_URL", "ftp://veritools.example", "PUBLIC_URL"],
    ["DATABASE_URL", "mysql://localhost/db", "DATABASE_URL"],
    ["REDIS_URL", "cache:6379", "REDIS_URL"],
    ["REDIS_URL", "http://cache:6379", "REDIS_URL"],
    ["SHORT_URL_BASE", "not a url", "SHORT_URL_BASE"],
    ["SUPPORT_EMAIL", "nobody", "SUPPORT_EMAIL"],
    ["LOG_LEVEL", "loud", "LOG_LEVEL"],
    ["TRUST_PROXY", "yes", "TRUST_PROXY"],
    ["ALLOW_PRIVATE_ADDRESSES", "yes", "ALLOW_PRIVATE_ADDRESSES"],
    ["ALLOW_PRIVATE_ENDPOINTS", "localhost:3401", "ALLOW_PRIVATE_ENDPOINTS"],
    ["ALLOW_PRIVATE_ENDPOINTS", "127.0.0.1", "ALLOW_PRIVATE_ENDPOINTS"],
    ["HOST_ADDRESSES", "news.test=nowhere", "HOST_ADDRESSES"],
  ])("refuses %s=%s with a message naming the variable", (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${expected}="${value}"`));
  });

  it("names every bad variable at once", () => {
    try {
      loadConfig({ PORT: "x", LOG_LEVEL: "y" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PORT="x"/);
      expect(String(error)).toMatch(/LOG_LEVEL="y"/);
    }
  });
});
