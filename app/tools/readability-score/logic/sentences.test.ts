import { expect, it } from "vitest";
import type { ReadingLanguage } from "./languages.ts";
import { splitSentences } from "./sentences.ts";

const split = (text: string, language: ReadingLanguage) =>
  splitSentences(text, language).map(({ start, end }) => text.slice(start, end));

it("splits English at full stops, question and exclamation marks", () => {
  expect(split("It rained. Did it? Yes!  It did.", "en")).toEqual([
    "It rained.",
    "Did it?",
    "Yes!",
    "It did.",
  ]);
});

it("keeps English titles and initials with the name after them", () => {
  expect(split("Mr. Smith met Dr. Jones. J. K. Rowling was there, e.g. at noon. They left.", "en")).toEqual([
    "Mr. Smith met Dr. Jones.",
    "J. K. Rowling was there, e.g. at noon.",
    "They left.",
  ]);
});

it("keeps French titles with the name, but ends a sentence at « etc. »", () => {
  expect(split("M. Dupont a vu Mme Martin et le Dr. Roux, etc. Puis il est parti.", "fr")).toEqual([
    "M. Dupont a vu Mme Martin et le Dr. Roux, etc.",
    "Puis il est parti.",
  ]);
});

it("splits Vietnamese and keeps its titles (TS., PGS.TS.) and initials with the name", () => {
  expect(
    split("Ông ấy gặp TS. Trần vào lúc 3 giờ chiều. PGS.TS. Lê Văn B. cũng đến! Thật tuyệt.", "vi"),
  ).toEqual(["Ông ấy gặp TS. Trần vào lúc 3 giờ chiều.", "PGS.TS. Lê Văn B. cũng đến!", "Thật tuyệt."]);
});

it("drops spans with no letter or digit and trims the spaces around sentences", () => {
  expect(split("  Hello there.\n\n***\n\nBye.  ", "en")).toEqual(["Hello there.", "Bye."]);
});

it("gives nothing for an empty or blank text", () => {
  expect(split("", "en")).toEqual([]);
  expect(split(" \n\t ", "fr")).toEqual([]);
});
