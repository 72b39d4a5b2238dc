import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { availabilityOf } from "./index.ts";
import { enginesCanReach } from "./reachable.ts";

describe("enginesCanReach", () => {
  it("takes a public name or address as reachable", () => {
    expect(enginesCanReach("https://veritools.example.org")).toBe(true);
    expect(enginesCanReach("https://tools.newsroom.fr:8443")).toBe(true);
    expect(enginesCanReach("http://93.184.215.14")).toBe(true);
    expect(enginesCanReach("http://[2606:4700::1111]")).toBe(true);
  });

  it("says this machine and private networks cannot be reached by the engines", () => {
    for (const url of [
      "http://localhost:3000",
      "http://LOCALHOST.:3000",
      "http://app.localhost",
      "http://127.0.0.1:3421",
      "http://0.0.0.0",
      "http://10.1.2.3",
      "http://192.168.1.20:8080",
      "http://172.16.0.5",
      "http://169.254.169.254",
      "http://[::1]:3000",
      "http://[fd00::1]",
      "http://2130706433",
      "http://intranet",
      "http://veritools.local",
      "http://veritools.internal",
      "http://box.home.arpa",
      "https://veritools.test",
    ])
      expect(enginesCanReach(url), url).toBe(false);
  });
});

describe("availabilityOf", () => {
  it("offers the search by address only when on and reachable", () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/unused", ...env });
    expect(availabilityOf(config({ PUBLIC_URL: "https://veritools.example.org" }))).toBe("on");
    expect(availabilityOf(config({}))).toBe("unreachable");
    expect(
      availabilityOf(config({ PUBLIC_URL: "https://veritools.example.org", SHARED_IMAGES: "off" })),
    ).toBe("off");
    expect(() => config({ SHARED_IMAGES: "maybe" })).toThrow(/SHARED_IMAGES="maybe": must be on or off/);
  });
});
