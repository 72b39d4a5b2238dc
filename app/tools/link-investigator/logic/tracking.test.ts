import { describe, expect, it } from "vitest";
import { isTrackingParameter, withoutTracking } from "./tracking.ts";

describe("withoutTracking", () => {
  it("removes campaign and click identifiers, keeping everything else in order", () => {
    expect(
      withoutTracking("https://example.org/a?id=7&utm_source=x&utm_medium=y&fbclid=Iw&q=f%C3%AAte#part"),
    ).toEqual({
      url: "https://example.org/a?id=7&q=f%C3%AAte#part",
      removed: ["utm_source", "utm_medium", "fbclid"],
    });
  });

  it.each([
    ["https://www.youtube.com/watch?v=abc&si=XyZ", "https://www.youtube.com/watch?v=abc", ["si"]],
    ["https://www.instagram.com/p/C1/?igshid=MzR", "https://www.instagram.com/p/C1/", ["igshid"]],
    [
      "https://news.example/?gclid=1&mc_eid=2&mc_cid=3",
      "https://news.example/",
      ["gclid", "mc_eid", "mc_cid"],
    ],
    ["https://x.example/?UTM_Campaign=Spring", "https://x.example/", ["UTM_Campaign"]],
  ])("cleans %s", (url, clean, removed) => {
    expect(withoutTracking(url)).toEqual({ url: clean, removed });
  });

  it("leaves a URL without tracking exactly as it was", () => {
    const url = "https://vnexpress.net/tin-tuc?page=2&sort=new";
    expect(withoutTracking(url)).toEqual({ url, removed: [] });
    expect(withoutTracking("not a url")).toEqual({ url: "not a url", removed: [] });
  });

  it("does not take parameters that merely contain a tracking name", () => {
    expect(isTrackingParameter("size")).toBe(false);
    expect(isTrackingParameter("utm")).toBe(false);
    expect(isTrackingParameter("session")).toBe(false);
    expect(isTrackingParameter("utm_content")).toBe(true);
  });
});
