import { parseHexColour } from "#app/features/qr-code/contrast.ts";
import { DEFAULT_STYLE, MAX_MARGIN, type QrStyle } from "#app/features/qr-code/options.ts";
import {
  EMPTY_FIELDS,
  PAYLOAD_KINDS,
  type PayloadFields,
  type PayloadKind,
  WIFI_SECURITIES,
  type WifiSecurity,
} from "./payload.ts";

/** What the page's address holds, so a code can be shared as a link: everything but the Wi-Fi password. */
export interface ShareState {
  kind: PayloadKind;
  fields: PayloadFields;
  style: QrStyle;
}

/** The address parameter of each field. The password has none: an address ends up in histories and logs. */
const FIELD_PARAMS = {
  text: "text",
  url: "url",
  email: "to",
  subject: "subject",
  body: "body",
  phone: "tel",
  ssid: "ssid",
} as const satisfies Partial<Record<keyof PayloadFields, string>>;

/** The fields each kind shares; the others stay out of its address. */
const KIND_FIELDS: Record<PayloadKind, (keyof typeof FIELD_PARAMS)[]> = {
  text: ["text"],
  url: ["url"],
  email: ["email", "subject", "body"],
  phone: ["phone"],
  wifi: ["ssid"],
};

/** The state an address describes; anything missing or malformed falls back to its default. */
export function readShareState(params: URLSearchParams): ShareState {
  const kindParam = params.get("type");
  const kind = PAYLOAD_KINDS.find((candidate) => candidate === kindParam) ?? "text";
  const fields: PayloadFields = { ...EMPTY_FIELDS };
  for (const [field, param] of Object.entries(FIELD_PARAMS) as [keyof typeof FIELD_PARAMS, string][]) {
    fields[field] = params.get(param) ?? "";
  }
  const security = params.get("security");
  fields.security = WIFI_SECURITIES.find((candidate) => candidate === security) ?? "WPA";
  fields.hidden = params.get("hidden") === "1";
  const colour = (name: string, fallback: string) => {
    const value = `#${params.get(name) ?? ""}`;
    return parseHexColour(value) ? value.toLowerCase() : fallback;
  };
  const margin = Number(params.get("margin"));
  return {
    kind,
    fields,
    style: {
      foreground: colour("fg", DEFAULT_STYLE.foreground),
      background: colour("bg", DEFAULT_STYLE.background),
      margin:
        params.has("margin") && Number.isInteger(margin) && margin >= 0 && margin <= MAX_MARGIN
          ? margin
          : DEFAULT_STYLE.margin,
    },
  };
}

/** The address parameters of a state: only what differs from the defaults, never the password. */
export function shareParams({ kind, fields, style }: ShareState): URLSearchParams {
  const params = new URLSearchParams();
  if (kind !== "text") params.set("type", kind);
  for (const field of KIND_FIELDS[kind]) {
    const value = fields[field] as string;
    if (value !== "") params.set(FIELD_PARAMS[field], value);
  }
  if (kind === "wifi") {
    if (fields.security !== "WPA") params.set("security", fields.security satisfies WifiSecurity);
    if (fields.hidden) params.set("hidden", "1");
  }
  if (style.foreground !== DEFAULT_STYLE.foreground) params.set("fg", style.foreground.slice(1));
  if (style.background !== DEFAULT_STYLE.background) params.set("bg", style.background.slice(1));
  if (style.margin !== DEFAULT_STYLE.margin) params.set("margin", String(style.margin));
  return params;
}
