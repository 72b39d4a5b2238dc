import { beforeAll, describe, expect, it } from "vitest";
import { type CountryLookup, loadCountryLookup } from "./country.ts";
import { createVisitClassifier, referrerHost } from "./visit.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const IPAD_CHROME =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36";

describe("the embedded IP-to-country database", () => {
  let country: CountryLookup;
  beforeAll(async () => {
    country = await loadCountryLookup();
  });

  it.each([
    ["8.8.8.8", "US"],
    ["193.51.24.1", "FR"], // RENATER, the French research network
    ["14.160.0.1", "VN"], // VNPT
    ["2001:4860:4860::8888", "US"],
    ["127.0.0.1", ""],
    ["10.1.2.3", ""],
    ["not an address", ""],
  ])("places %s in %j", (address, code) => {
    expect(country(address)).toBe(code);
  });
});

describe("visit classification", () => {
  const classify = createVisitClassifier((address) => (address === "193.51.24.1" ? "FR" : ""));

  it.each([
    [IPHONE, { bot: false, device: "mobile", browser: "Safari", os: "iOS" }],
    [WINDOWS_FIREFOX, { bot: false, device: "desktop", browser: "Firefox", os: "Windows" }],
    [IPAD_CHROME, { bot: false, device: "tablet", browser: "Chrome", os: "iOS" }],
    [ANDROID, { bot: false, device: "mobile", browser: "Chrome", os: "Android" }],
    ["Googlebot/2.1 (+http://www.google.com/bot.html)", { bot: true }],
    ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", { bot: true }],
    ["curl/8.5.0", { bot: true }],
    [undefined, { bot: true, device: "", browser: "", os: "" }],
  ])("reads %s", (agent, expected) => {
    expect(classify({ agent, referrer: undefined, address: "127.0.0.1" })).toMatchObject(expected);
  });

  it("keeps the country and the referring host, never the address nor the referring page", () => {
    const figures = classify({
      agent: IPHONE,
      referrer: "https://Mail.Example.com:8443/inbox/123?token=secret",
      address: "193.51.24.1",
    });
    expect(figures).toEqual({
      bot: false,
      device: "mobile",
      browser: "Safari",
      os: "iOS",
      country: "FR",
      referrer: "mail.example.com",
    });
    expect(JSON.stringify(figures)).not.toContain("193.51");
  });

  it("gives alike visits in a row one object, and another visit its own", () => {
    const visit = { agent: IPHONE, referrer: "https://t.co/abc", address: "193.51.24.1" };
    const first = classify(visit);
    expect(classify({ ...visit, referrer: "https://t.co/other" })).toBe(first);
    const elsewhere = classify({ ...visit, address: "127.0.0.1" });
    expect(elsewhere).not.toBe(first);
    expect(elsewhere).toMatchObject({ country: "", referrer: "t.co", browser: "Safari" });
    expect(classify({ ...visit, agent: WINDOWS_FIREFOX, address: "127.0.0.1" })).toMatchObject({
      browser: "Firefox",
      country: "",
    });
    expect(Object.isFrozen(first)).toBe(true);
  });

  it.each([
    [undefined, ""],
    ["", ""],
    ["not a url", ""],
    ["android-app://com.twitter.android/", ""],
    ["https://t.co/abc", "t.co"],
  ])("reads the referrer %j as %j", (referrer, host) => {
    expect(referrerHost(referrer)).toBe(host);
  });
});
