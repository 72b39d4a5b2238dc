import { describe, expect, it } from "vitest";
import { DEFAULT_STYLE } from "#app/features/qr-code/options.ts";
import { EMPTY_FIELDS } from "./payload.ts";
import { readShareState, shareParams } from "./share-state.ts";

describe("share state", () => {
  it("round-trips through the address", () => {
    const state = {
      kind: "email" as const,
      fields: { ...EMPTY_FIELDS, email: "a@b.org", subject: "Hi & bye", body: "x\ny" },
      style: { foreground: "#1e3a8a", background: "#fef3c7", margin: 2 },
    };
    const params = shareParams(state);
    expect(params.toString()).toBe(
      "type=email&to=a%40b.org&subject=Hi+%26+bye&body=x%0Ay&fg=1e3a8a&bg=fef3c7&margin=2",
    );
    expect(readShareState(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it("never puts the Wi-Fi password in the address", () => {
    const params = shareParams({
      kind: "wifi",
      fields: { ...EMPTY_FIELDS, ssid: "Café", password: "secret-pass", security: "WEP", hidden: true },
      style: DEFAULT_STYLE,
    });
    expect(params.toString()).toBe("type=wifi&ssid=Caf%C3%A9&security=WEP&hidden=1");
    expect(readShareState(params).fields.password).toBe("");
  });

  it("shares only the fields of the chosen kind", () => {
    const params = shareParams({
      kind: "phone",
      fields: { ...EMPTY_FIELDS, phone: "+84 912", text: "left over", url: "x.org" },
      style: DEFAULT_STYLE,
    });
    expect(params.toString()).toBe("type=phone&tel=%2B84+912");
  });

  it("falls back to defaults on malformed values", () => {
    const state = readShareState(new URLSearchParams("type=fax&fg=red&bg=12345&margin=99&security=WPA3"));
    expect(state.kind).toBe("text");
    expect(state.style).toEqual(DEFAULT_STYLE);
    expect(state.fields.security).toBe("WPA");
    expect(readShareState(new URLSearchParams("margin=0")).style.margin).toBe(0);
  });
});
