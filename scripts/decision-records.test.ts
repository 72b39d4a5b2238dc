// Every decision record (docs/decisions/NNN-short-title.md) opens the way docs/decisions/TEMPLATE.md
// does: a title "# NNN — …" with its file's number, then a Date line and a Status line. A record is
// superseded by a new one, never rewritten, so the Status says which way a supersession points and the
// two records must agree (docs/contributing.md, "Adding a decision record").
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../docs/decisions");
const RECORD_NAME = /^(\d{3})-[a-z0-9][a-z0-9-]*\.md$/;
const NOT_RECORDS = new Set(["TEMPLATE.md", "README.md"]);

const DATE_LINE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const STATUS_LINE = /^Status: (?:(Accepted)|Superseded by (\d{3})\b.*|Supersedes (\d{3})\b.*)$/;

type DecisionRecord = { file: string; number: string; lines: string[] };

const markdownFiles = readdirSync(DIR).filter((name) => name.endsWith(".md"));
const records: DecisionRecord[] = markdownFiles
  .filter((name) => !NOT_RECORDS.has(name))
  .sort()
  .map((file) => ({
    file,
    number: file.slice(0, 3),
    lines: readFileSync(path.join(DIR, file), "utf8").split(/\r?\n/),
  }));
const byNumber = new Map(records.map((record) => [record.number, record]));

const statusOf = (record: DecisionRecord) => STATUS_LINE.exec(record.lines[3] ?? "");

const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

describe("decision records", () => {
  it("are found", () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it("are named NNN-short-title.md (lower case, hyphens), each number once", () => {
    for (const { file } of records) {
      expect(file, `${file}: rename it docs/decisions/NNN-short-title.md`).toMatch(RECORD_NAME);
    }
    const numbers = records.map((record) => record.number);
    const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index);
    expect(repeated, "two records share a number: give the newer one the next free number").toEqual([]);
  });
});

describe.each(records)("decision record $file", (record) => {
  const { file, number, lines } = record;

  it(`opens with the title "# ${number} — …"`, () => {
    expect(lines[0], `${file}: the first line must be "# ${number} — " and the title`).toMatch(
      new RegExp(`^# ${number} — \\S`),
    );
  });

  it("has a Date: YYYY-MM-DD line right under the title", () => {
    expect(lines[1], `${file}: a blank line after the title`).toBe("");
    const date = DATE_LINE.exec(lines[2] ?? "");
    expect(date, `${file}: line 3 must be "Date: YYYY-MM-DD" (the day of its first commit)`).not.toBeNull();
    expect(isCalendarDate(date?.[1] ?? ""), `${file}: ${lines[2]} is not a calendar date`).toBe(true);
  });

  it("has a Status line under the Date: Accepted, Superseded by NNN or Supersedes NNN", () => {
    expect(
      statusOf(record),
      `${file}: line 4 must be "Status: Accepted", "Status: Superseded by NNN — …" or "Status: Supersedes NNN — …"`,
    ).not.toBeNull();
  });

  it("points a supersession at a record that exists and points back", () => {
    const status = statusOf(record);
    const supersededBy = status?.[2];
    const supersedes = status?.[3];
    if (supersededBy !== undefined) {
      expect(byNumber.has(supersededBy), `${file}: no record ${supersededBy} supersedes it`).toBe(true);
      expect(supersededBy > number, `${file}: superseded by ${supersededBy}, an older record`).toBe(true);
    }
    if (supersedes !== undefined) {
      const older = byNumber.get(supersedes);
      expect(older, `${file}: supersedes ${supersedes}, which does not exist`).toBeDefined();
      expect(supersedes < number, `${file}: supersedes ${supersedes}, a newer record`).toBe(true);
      if (older !== undefined) {
        expect(
          statusOf(older)?.[2],
          `${older.file}: its Status must say "Superseded by ${number} — …", since ${file} supersedes it`,
        ).toBe(number);
      }
    }
  });
});
