import { describe, expect, it } from "vitest";
import { createVisitHook } from "./visit-hook.ts";

const person = {
  agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
  referrer: "https://a.example/x",
  address: "192.0.2.1",
};

describe("the visit hook", () => {
  it("tells a person from a bot, and nothing more, until another classifier is given", () => {
    const hook = createVisitHook();
    expect(hook.classify(person)).toEqual({
      bot: false,
      referrer: "",
      country: "",
      device: "",
      browser: "",
      os: "",
    });
    expect(hook.classify({ ...person, agent: "Googlebot/2.1" }).bot).toBe(true);
    hook.classifyWith((visit) => ({
      bot: false,
      referrer: visit.referrer ?? "",
      country: "FR",
      device: "",
      browser: "",
      os: "",
    }));
    expect(hook.classify(person)).toMatchObject({ country: "FR", referrer: "https://a.example/x" });
  });
});
