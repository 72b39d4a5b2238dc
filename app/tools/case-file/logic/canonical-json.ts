// Canonical JSON (the JSON Canonicalization Scheme, RFC 8785, for the values a case holds): object keys
// sorted by UTF-16 code units, no whitespace, numbers and strings as ECMAScript writes them. The same
// value gives the same bytes on every device, so a signature over them can be checked anywhere.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The canonical text of `value`; throws on what JSON cannot hold (undefined, NaN, Infinity, a function). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`Not a JSON number: ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  throw new TypeError(`Not a JSON value: ${typeof value}`);
}

/** The canonical bytes (UTF-8) of `value`: what is hashed and signed. */
export function canonicalBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(canonicalJson(value));
}

/** A JSON copy of `value` (a tool's result), dropping what JSON cannot hold rather than failing on it. */
export function toJsonValue(value: unknown): JsonValue {
  const text = JSON.stringify(value, (_key, field) =>
    typeof field === "number" && !Number.isFinite(field)
      ? null
      : typeof field === "bigint"
        ? String(field)
        : field,
  );
  return text === undefined ? null : (JSON.parse(text) as JsonValue);
}
