import { describe, expect, it } from "vitest";
import { keyFromFragment, managePagePath, withKeyFragment } from "./manage-address.ts";

describe("keyFromFragment", () => {
  it("reads the key of a management address's fragment", () => {
    expect(keyFromFragment("#key=Ab_c-12")).toBe("Ab_c-12");
    expect(keyFromFragment("key=Ab_c-12")).toBe("Ab_c-12");
    expect(keyFromFragment("#other=1&key=xyz")).toBe("xyz");
  });

  it("is null without a key", () => {
    expect(keyFromFragment("")).toBeNull();
    expect(keyFromFragment("#")).toBeNull();
    expect(keyFromFragment("#key=")).toBeNull();
    expect(keyFromFragment("#top")).toBeNull();
  });
});

describe("management addresses", () => {
  it("name the page of a slug and carry the key in the fragment, read back as it was", () => {
    const path = withKeyFragment(managePagePath("My-Alias"), "k_-9");
    expect(path).toBe("/tools/url-shortener/manage/My-Alias#key=k_-9");
    expect(keyFromFragment(new URL(path, "https://vt.example").hash)).toBe("k_-9");
  });
});
