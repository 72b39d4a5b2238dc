import { describe, expect, it } from "vitest";
import { buildPayload, EMPTY_FIELDS, escapeWifiField, type PayloadFields } from "./payload.ts";

const fields = (changes: Partial<PayloadFields>): PayloadFields => ({ ...EMPTY_FIELDS, ...changes });

describe("Wi-Fi", () => {
  it('escapes ; , : \\ and " with a backslash, backslash first', () => {
    expect(escapeWifiField('a;b,c:d\\e"f')).toBe('a\\;b\\,c\\:d\\\\e\\"f');
    expect(escapeWifiField("\\;")).toBe("\\\\\\;");
    expect(escapeWifiField("Café Hà Nội")).toBe("Café Hà Nội");
  });

  it("builds WIFI: with security, password and hidden flag", () => {
    expect(buildPayload("wifi", fields({ ssid: "Home;Net", password: "pa:ss,word" }))).toEqual({
      ok: true,
      text: "WIFI:T:WPA;S:Home\\;Net;P:pa\\:ss\\,word;;",
    });
    expect(buildPayload("wifi", fields({ ssid: "Guest", security: "nopass", password: "ignored" }))).toEqual({
      ok: true,
      text: "WIFI:T:nopass;S:Guest;;",
    });
    expect(
      buildPayload("wifi", fields({ ssid: "Lab", security: "WEP", password: "abcde", hidden: true })),
    ).toEqual({ ok: true, text: "WIFI:T:WEP;S:Lab;P:abcde;H:true;;" });
  });

  it("names the field that is wrong", () => {
    expect(buildPayload("wifi", fields({ password: "12345678" }))).toEqual({
      ok: false,
      problems: { ssid: "required" },
    });
    expect(buildPayload("wifi", fields({ ssid: "x", password: "short" }))).toEqual({
      ok: false,
      problems: { password: "wpa_password_length" },
    });
    expect(buildPayload("wifi", fields({ ssid: "x", security: "WEP", password: "123456" }))).toEqual({
      ok: false,
      problems: { password: "wep_password_length" },
    });
    // 11 Vietnamese letters of 3 bytes each are over the 32 bytes a network name may have.
    expect(buildPayload("wifi", fields({ ssid: "ệệệệệệệệệệệ", password: "12345678" }))).toEqual({
      ok: false,
      problems: { ssid: "ssid_too_long" },
    });
  });
});

describe("e-mail", () => {
  it("encodes subject and body so & ? and line breaks stay inside their field", () => {
    expect(
      buildPayload(
        "email",
        fields({ email: "desk@example.org", subject: "Q&A? été", body: "Line 1\nLine 2" }),
      ),
    ).toEqual({
      ok: true,
      text: "mailto:desk@example.org?subject=Q%26A%3F%20%C3%A9t%C3%A9&body=Line%201%0D%0ALine%202",
    });
    expect(buildPayload("email", fields({ email: " a+b@example.org " }))).toEqual({
      ok: true,
      text: "mailto:a%2Bb@example.org",
    });
  });

  it("refuses what is not an address", () => {
    expect(buildPayload("email", fields({ email: "desk at example" }))).toEqual({
      ok: false,
      problems: { email: "invalid_email" },
    });
    expect(buildPayload("email", fields({}))).toEqual({ ok: false, problems: { email: "required" } });
    for (const email of ["a@b", "a@.b", "a@b.", "@b.c", "a@b@c.d", "a b@c.d", `a@${".".repeat(50_000)}@`]) {
      expect(buildPayload("email", fields({ email }))).toEqual({
        ok: false,
        problems: { email: "invalid_email" },
      });
    }
  });
});

describe("phone", () => {
  it("keeps + and digits, dropping the separators people write", () => {
    expect(buildPayload("phone", fields({ phone: "+33 (0)6 12-34.56.78" }))).toEqual({
      ok: true,
      text: "tel:+330612345678",
    });
    expect(buildPayload("phone", fields({ phone: "0912 345 678" }))).toEqual({
      ok: true,
      text: "tel:0912345678",
    });
  });

  it("refuses letters and stray pluses", () => {
    for (const phone of ["call me", "12", "+33+6", "06 12 34 ab"]) {
      expect(buildPayload("phone", fields({ phone }))).toEqual({
        ok: false,
        problems: { phone: "invalid_phone" },
      });
    }
  });
});

describe("url and text", () => {
  it("adds https:// to a bare address and refuses other schemes", () => {
    expect(buildPayload("url", fields({ url: "example.org/page?a=1" }))).toEqual({
      ok: true,
      text: "https://example.org/page?a=1",
    });
    expect(buildPayload("url", fields({ url: "javascript:alert(1)" }))).toEqual({
      ok: false,
      problems: { url: "unsupported_scheme" },
    });
    expect(buildPayload("url", fields({ url: "not a link" }))).toEqual({
      ok: false,
      problems: { url: "invalid_url" },
    });
  });

  it("keeps text exactly as typed", () => {
    expect(buildPayload("text", fields({ text: "  Xin chào\n" }))).toEqual({
      ok: true,
      text: "  Xin chào\n",
    });
    expect(buildPayload("text", fields({}))).toEqual({ ok: false, problems: { text: "required" } });
  });
});
