// The journal file's format (click-journal-format.ts): its lines read back, a bad one costing only itself,
// and its names.
import { expect, it } from "vitest";
import { click } from "../fixtures/click-journal.ts";
import { journalLine, parseJournalFile, readLines } from "./click-journal-format.ts";

const line = journalLine;

it("reads each line's click with the offset after it; a line that is not one costs only itself", () => {
  const [a, b, c] = [click(1), click(2), click(3)];
  // A corrupt line, then a line torn by a power cut whose next blocks were left zeroed, then a block
  // that did reach the disk.
  const head = `${line(a)}not a click\n${line(b)}[3,"2026-`;
  const bytes = Buffer.concat([Buffer.from(head), Buffer.alloc(100), Buffer.from(line(c))]);
  expect(readLines(bytes, 1000)).toEqual({
    clicks: [
      { event: a, end: 1000 + Buffer.byteLength(line(a)) },
      { event: b, end: 1000 + Buffer.byteLength(`${line(a)}not a click\n${line(b)}`) },
      { event: c, end: 1000 + bytes.length },
    ],
    bad: {
      first: [
        { offset: 1000 + Buffer.byteLength(line(a)), bytes: 11 },
        { offset: 1000 + Buffer.byteLength(`${line(a)}not a click\n${line(b)}`), bytes: 9 },
      ],
      lines: 2,
      bytes: 20,
    },
  });
});

it("reads a complete last line without its newline, and nothing of a file of NULs", () => {
  const a = click(1);
  const bytes = Buffer.from(line(a).trimEnd());
  expect(readLines(bytes).clicks).toEqual([{ event: a, end: bytes.length }]);
  expect(readLines(Buffer.alloc(1 << 20))).toEqual({ clicks: [], bad: { first: [], lines: 0, bytes: 0 } });
});

it("tells a click line from JSON of another shape", () => {
  const a = click(1);
  const fields = JSON.parse(line(a));
  const variants = [
    [...fields.slice(0, 7)],
    [String(fields[0]), ...fields.slice(1)],
    [fields[0], "yesterday", ...fields.slice(2)],
    [...fields.slice(0, 2), true, ...fields.slice(3)],
    [...fields.slice(0, 7), null],
    { ...fields },
  ];
  const bytes = Buffer.from(variants.map((variant) => `${JSON.stringify(variant)}\n`).join(""));
  expect(readLines(bytes)).toMatchObject({ clicks: [], bad: { lines: variants.length } });
});

it("writes an event of several clicks with their number, and reads it back", () => {
  const run = { ...click(1), clicks: 7 };
  expect(JSON.parse(line(run))).toHaveLength(9);
  expect(JSON.parse(line(click(1)))).toHaveLength(8);
  expect(readLines(Buffer.from(line(run))).clicks).toEqual([{ event: run, end: line(run).length }]);
  const fields = JSON.parse(line(run)).slice(0, 8);
  const bad = [0, -1, 1.5, "7", null].map((clicks) => `${JSON.stringify([...fields, clicks])}\n`);
  expect(readLines(Buffer.from(bad.join("")))).toMatchObject({ clicks: [], bad: { lines: bad.length } });
});

it("tells a journal's name and owner, writer or claimer", () => {
  expect(parseJournalFile("clicks~web%7E1~42~0a1b2c.jsonl")).toEqual({
    journal: "clicks~web%7E1~42~0a1b2c.jsonl",
    owner: { host: "web~1", pid: 42 },
  });
  expect(parseJournalFile("clicks~web~42~0a1b2c.jsonl.claimed~web~7")).toEqual({
    journal: "clicks~web~42~0a1b2c.jsonl",
    owner: { host: "web", pid: 7 },
  });
  expect(parseJournalFile("notes.txt")).toBeNull();
});
