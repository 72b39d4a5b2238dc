// Dates as cameras and editors write them: EXIF's "2024:05:01 10:00:00" with its offset kept apart,
// XMP's ISO 8601, and the blanks and zeros files write when they do not know.
import { describe, expect, it } from "vitest";
import { type DateStamp, DISAGREEMENT_MS, disagreement, isoOf, parseDate } from "./dates.ts";

const stamp = (source: string, text: string, offset?: string): DateStamp => {
  const parsed = parseDate(source, text, offset);
  if (!parsed) throw new Error(`unreadable: ${text}`);
  return parsed;
};

describe("parseDate", () => {
  it("reads an EXIF date, appending the offset EXIF stores apart", () => {
    expect(parseDate("DateTimeOriginal", "2024:05:01 10:00:00", "+07:00")).toEqual({
      source: "DateTimeOriginal",
      text: "2024:05:01 10:00:00 +07:00",
      offset: "+07:00",
      wallClock: Date.UTC(2024, 4, 1, 10, 0, 0),
    });
    expect(parseDate("DateTime", "2022:11:07 14:20:44")).toEqual({
      source: "DateTime",
      text: "2022:11:07 14:20:44",
      wallClock: Date.UTC(2022, 10, 7, 14, 20, 44),
    });
  });

  it("reads XMP's ISO 8601 with its own offset, fractions of a second left out of the reading", () => {
    expect(parseDate("xmp:CreateDate", "2022-11-07T14:20:13-08:00")).toEqual({
      source: "xmp:CreateDate",
      text: "2022-11-07T14:20:13-08:00",
      offset: "-08:00",
      wallClock: Date.UTC(2022, 10, 7, 14, 20, 13),
    });
    expect(parseDate("xmp:CreateDate", "2024-05-01T10:00:00.123+07:00")?.wallClock).toBe(
      Date.UTC(2024, 4, 1, 10, 0, 0),
    );
  });

  it("compares by the wall clock: the same reading in two zones is the same number", () => {
    const hanoi = stamp("a", "2024-05-01T10:00:00+07:00");
    const paris = stamp("b", "2024-05-01T10:00:00+02:00");
    expect(hanoi.wallClock).toBe(paris.wallClock);
  });

  it("writes every offset as ±HH:MM: Z, +0700 and a separate one with spaces", () => {
    expect(stamp("a", "2024-05-01T03:00:00Z").offset).toBe("+00:00");
    expect(stamp("a", "2024-05-01T10:00:00+0700").offset).toBe("+07:00");
    expect(stamp("a", "2024:05:01 10:00:00", "+0530").offset).toBe("+05:30");
    expect(stamp("a", "2024:05:01 10:00:00", " -05:00 ")).toMatchObject({
      offset: "-05:00",
      text: "2024:05:01 10:00:00 -05:00",
    });
  });

  it("keeps the date's own offset over a separate one, and does not append the latter", () => {
    expect(parseDate("a", "2024-05-01T10:00:00+07:00", "+02:00")).toMatchObject({
      offset: "+07:00",
      text: "2024-05-01T10:00:00+07:00",
    });
  });

  it("reads a time without seconds, and trims the padding files leave", () => {
    expect(parseDate("a", "  2024:05:01 10:00  ")).toEqual({
      source: "a",
      text: "2024:05:01 10:00",
      wallClock: Date.UTC(2024, 4, 1, 10, 0, 0),
    });
  });

  it("reads 29 February in a leap year and the last second of a year", () => {
    expect(stamp("a", "2024:02:29 23:59:59").wallClock).toBe(Date.UTC(2024, 1, 29, 23, 59, 59));
    expect(stamp("a", "2023:12:31 23:59:59").wallClock).toBe(Date.UTC(2023, 11, 31, 23, 59, 59));
  });

  it.each([
    ["nothing", undefined],
    ["an empty text", ""],
    ["EXIF's unknown date, blanks around colons", "    :  :     :  :  "],
    ["a zeroed date", "0000:00:00 00:00:00"],
    ["a zeroed day", "2024:05:00 10:00:00"],
    ["a day without a time", "2024-05-01"],
    ["a date in words", "1 May 2024, 10:00"],
    ["a two-digit year", "24:05:01 10:00:00"],
  ])("gives nothing for %s", (_what, text) => {
    expect(parseDate("DateTimeOriginal", text)).toBeUndefined();
  });

  // Date.UTC rolls these over into a real but different day, which a report would then show.
  it.each([
    ["a 13th month", "2024:13:45 10:00:00"],
    ["30 February", "2024:02:30 10:00:00"],
    ["29 February in a common year", "2023:02:29 10:00:00"],
    ["25 o'clock", "2024:05:01 25:00:00"],
    ["a 61st minute", "2024:05:01 10:61:00"],
    ["year 99, which Date.UTC reads as 1999", "0099:05:01 10:00:00"],
  ])("gives nothing for %s rather than another day", (_what, text) => {
    expect(parseDate("DateTimeOriginal", text)).toBeUndefined();
  });

  it("ignores EXIF's unknown offset (blanks around its colon) and one that is not an offset", () => {
    expect(parseDate("DateTimeOriginal", "2024:05:01 10:00:00", "   :  ")).toEqual({
      source: "DateTimeOriginal",
      text: "2024:05:01 10:00:00",
      wallClock: Date.UTC(2024, 4, 1, 10, 0, 0),
    });
    expect(parseDate("DateTimeOriginal", "2024:05:01 10:00:00", "local")).not.toHaveProperty("offset");
  });
});

describe("disagreement", () => {
  const original = stamp("DateTimeOriginal", "2024:05:01 10:00:00", "+07:00");

  it("finds nothing among no dates or a single one", () => {
    expect(disagreement([])).toBeUndefined();
    expect(disagreement([original])).toBeUndefined();
  });

  it("lets readings a minute apart at most agree, and the zone alone never disagree", () => {
    const editor = stamp("xmp:CreateDate", "2024-05-01T10:01:00+07:00");
    expect(editor.wallClock - original.wallClock).toBe(DISAGREEMENT_MS);
    expect(disagreement([original, editor])).toBeUndefined();
    expect(disagreement([original, stamp("xmp:CreateDate", "2024-05-01T10:00:00Z")])).toBeUndefined();
  });

  it("gives the earliest and latest readings past a minute apart, in that order, whatever the list's order", () => {
    const digitized = stamp("DateTimeDigitized", "2024:05:01 10:01:01");
    const xmp = stamp("xmp:CreateDate", "2023-12-24T18:30:00");
    expect(disagreement([original, digitized])).toEqual([original, digitized]);
    expect(disagreement([digitized, xmp, original])).toEqual([xmp, digitized]);
  });

  it("keeps the first of equal readings, the most telling tag", () => {
    const sameAsOriginal = stamp("xmp:CreateDate", "2024-05-01T10:00:00+07:00");
    const iptc = stamp("IPTC Date Created", "2024-05-01 10:00:00+07:00");
    const later = stamp("photoshop:DateCreated", "2024-06-10T08:00:00");
    expect(disagreement([original, sameAsOriginal, iptc, later])?.[0]).toBe(original);
    expect(disagreement([iptc, sameAsOriginal, original, later])?.[0]).toBe(iptc);
  });
});

describe("isoOf", () => {
  it("writes the reading in ISO 8601 with the offset the file gave", () => {
    expect(isoOf(stamp("DateTimeOriginal", "2024:05:01 10:00:00", "+07:00"))).toBe(
      "2024-05-01T10:00:00+07:00",
    );
    expect(isoOf(stamp("xmp:CreateDate", "2022-11-07T14:20:13-08:00"))).toBe("2022-11-07T14:20:13-08:00");
    expect(isoOf(stamp("xmp:CreateDate", "2024-05-01T03:00:00Z"))).toBe("2024-05-01T03:00:00+00:00");
  });

  it("writes no offset when the file gave none, and never its fractions of a second", () => {
    expect(isoOf(stamp("DateTime", "2022:11:07 14:20:44"))).toBe("2022-11-07T14:20:44");
    expect(isoOf(stamp("xmp:CreateDate", "2024-05-01T10:00:00.999"))).toBe("2024-05-01T10:00:00");
  });
});
