/** What a QR code can hold on this page, each read by phones as an action (open, write, call, join). */
export const PAYLOAD_KINDS = ["text", "url", "email", "phone", "wifi"] as const;
export type PayloadKind = (typeof PAYLOAD_KINDS)[number];

export const WIFI_SECURITIES = ["WPA", "WEP", "nopass"] as const;
export type WifiSecurity = (typeof WIFI_SECURITIES)[number];

/** Every field of the form, whatever the kind; each kind reads its own. */
export interface PayloadFields {
  text: string;
  url: string;
  email: string;
  subject: string;
  body: string;
  phone: string;
  ssid: string;
  security: WifiSecurity;
  password: string;
  hidden: boolean;
}

export const EMPTY_FIELDS: PayloadFields = {
  text: "",
  url: "",
  email: "",
  subject: "",
  body: "",
  phone: "",
  ssid: "",
  security: "WPA",
  password: "",
  hidden: false,
};

export type FieldProblem =
  | "required"
  | "invalid_url"
  | "unsupported_scheme"
  | "invalid_email"
  | "invalid_phone"
  | "ssid_too_long"
  | "wpa_password_length"
  | "wep_password_length";

export type Payload =
  | { ok: true; text: string }
  | { ok: false; problems: Partial<Record<keyof PayloadFields, FieldProblem>> };

/** The text the QR code carries for a kind, or the problem of each field that stops it. */
export function buildPayload(kind: PayloadKind, fields: PayloadFields): Payload {
  switch (kind) {
    case "text":
      return fields.text === "" ? fail("text", "required") : { ok: true, text: fields.text };
    case "url":
      return urlPayload(fields.url);
    case "email":
      return emailPayload(fields);
    case "phone":
      return phonePayload(fields.phone);
    case "wifi":
      return wifiPayload(fields);
  }
}

const fail = (field: keyof PayloadFields, problem: FieldProblem): Payload => ({
  ok: false,
  problems: { [field]: problem },
});

/** A web address; "example.org/page" is read as https://, the way browsers' address bars do. */
export function urlPayload(input: string): Payload {
  const trimmed = input.trim();
  if (trimmed === "") return fail("url", "required");
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) return fail("url", "invalid_url");
  const url = new URL(withScheme);
  if (url.protocol !== "http:" && url.protocol !== "https:") return fail("url", "unsupported_scheme");
  if (!url.hostname.includes(".") && url.hostname !== "localhost") return fail("url", "invalid_url");
  return { ok: true, text: url.href };
}

/**
 * One address, no spaces, a dot inside its domain: what mail apps accept in a mailto: link. Checked by
 * parts, since the one-regex form of it backtracks polynomially on a domain of dots.
 */
function isEmailAddress(text: string): boolean {
  const parts = text.split("@");
  if (parts.length !== 2 || /\s/.test(text)) return false;
  const [local = "", domain = ""] = parts;
  const dot = domain.indexOf(".", 1);
  return local !== "" && dot !== -1 && dot < domain.length - 1;
}

/**
 * A mailto: link (RFC 6068) with its subject and body: each part percent-encoded, line breaks as CRLF,
 * so "&" or "?" in a subject cannot start another field.
 */
export function emailPayload({ email, subject, body }: PayloadFields): Payload {
  const address = email.trim();
  if (address === "") return fail("email", "required");
  if (!isEmailAddress(address)) return fail("email", "invalid_email");
  const [local, domain] = [
    address.slice(0, address.lastIndexOf("@")),
    address.slice(address.lastIndexOf("@") + 1),
  ];
  const fields = [
    ["subject", subject],
    ["body", body.replace(/\r?\n/g, "\r\n")],
  ].filter(([, value]) => value !== "");
  const query = fields.map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`).join("&");
  return { ok: true, text: `mailto:${encodeURIComponent(local)}@${domain}${query ? `?${query}` : ""}` };
}

/**
 * A tel: link (RFC 3966) in global form when it starts with "+": the spaces, dots, dashes and brackets
 * people write numbers with are dropped; anything else is a mistake to point out.
 */
export function phonePayload(input: string): Payload {
  const trimmed = input.trim();
  if (trimmed === "") return fail("phone", "required");
  const digits = trimmed.replace(/[\s.()-]/g, "");
  if (!/^\+?[0-9]{3,20}$/.test(digits)) return fail("phone", "invalid_phone");
  return { ok: true, text: `tel:${digits}` };
}

/** The Wi-Fi format's special characters, escaped with a backslash (backslash itself first). */
export const escapeWifiField = (value: string) => value.replace(/[\\;,:"]/g, (char) => `\\${char}`);

/**
 * A network to join (the ZXing "WIFI:" format phones read): name, security, password and whether the
 * network is hidden. WPA passphrases are 8 to 63 characters; WEP keys 5 or 13 characters (or 10 or 26
 * hexadecimal digits); a name is at most 32 bytes.
 */
export function wifiPayload({ ssid, security, password, hidden }: PayloadFields): Payload {
  if (ssid === "") return fail("ssid", "required");
  if (new TextEncoder().encode(ssid).length > 32) return fail("ssid", "ssid_too_long");
  const parts = [`T:${security}`, `S:${escapeWifiField(ssid)}`];
  if (security !== "nopass") {
    if (password === "") return fail("password", "required");
    if (security === "WPA" && (password.length < 8 || password.length > 63))
      return fail("password", "wpa_password_length");
    if (security === "WEP" && ![5, 13, 10, 26].includes(password.length))
      return fail("password", "wep_password_length");
    parts.push(`P:${escapeWifiField(password)}`);
  }
  if (hidden) parts.push("H:true");
  return { ok: true, text: `WIFI:${parts.join(";")};;` };
}
