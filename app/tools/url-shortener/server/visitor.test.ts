import { describe, expect, it } from "vitest";
import { isPersonAgent } from "./visitor.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const SAFARI_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("isPersonAgent", () => {
  it.each([
    CHROME,
    SAFARI_IOS,
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  ])("counts the browser %s", (agent) => {
    expect(isPersonAgent(agent)).toBe(true);
    expect(isPersonAgent(agent)).toBe(true); // remembered
  });

  it.each([
    undefined,
    null,
    "",
    "Googlebot/2.1 (+http://www.google.com/bot.html)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "curl/8.5.0",
    "node",
    `${"x".repeat(600)} bot`,
  ])("does not count %j", (agent) => {
    expect(isPersonAgent(agent)).toBe(false);
  });
});
