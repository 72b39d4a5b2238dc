/** A part of Intl's formatting of an instant in a zone, or undefined if the runtime omits it. */
function zoneNamePart(locale: string, zone: string, epochMs: number, style: "longOffset" | "short") {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(epochMs)
    .find((part) => part.type === "timeZoneName")?.value;
}

/** A zone's UTC offset at an instant, as ISO 8601 writes it: "+07:00", "-04:00", "+00:00". */
export function zoneOffset(zone: string, epochMs: number): string {
  // "GMT+07:00", "GMT-04:00", or plain "GMT" at offset zero; some runtimes write U+2212 for minus.
  const text = zoneNamePart("en-US", zone, epochMs, "longOffset") ?? "GMT";
  const match = /([+\-\u2212])(\d{2}):(\d{2})/.exec(text);
  if (!match) return "+00:00";
  return `${match[1] === "+" ? "+" : "-"}${match[2]}:${match[3]}`;
}

/** A zone's UTC offset at an instant in minutes: 420 for "+07:00", −270 for "-04:30". */
export function zoneOffsetMinutes(zone: string, epochMs: number): number {
  const text = zoneOffset(zone, epochMs);
  return (text.startsWith("-") ? -1 : 1) * (Number(text.slice(1, 3)) * 60 + Number(text.slice(4, 6)));
}

/**
 * A zone's abbreviation at an instant where one is in common use ("CEST", "EDT", "BST", "UTC"), else
 * null (Asia/Ho_Chi_Minh has none: the offset says it). The American and British English data between
 * them hold the abbreviations readers know; anything of the form "GMT+7" is only the offset again.
 */
export function zoneAbbreviation(zone: string, epochMs: number): string | null {
  for (const locale of ["en-US", "en-GB"]) {
    const name = zoneNamePart(locale, zone, epochMs, "short");
    if (name && /^[A-Z]{2,5}$/.test(name) && name !== "GMT") return name;
    if (name === "GMT" && zoneOffset(zone, epochMs) === "+00:00" && zone !== "UTC") return "GMT";
  }
  return null;
}
