import { expect, it } from "vitest";
import { easeBand, gradeBand, lixBand } from "./bands.ts";

it("reads a reading-ease score on Flesch's table, each bound in the upper band", () => {
  expect([100, 90, 89.9, 80, 70, 60, 50, 30, 29.9, -10].map(easeBand)).toEqual([
    "veryEasy",
    "veryEasy",
    "easy",
    "easy",
    "fairlyEasy",
    "plain",
    "fairlyDifficult",
    "difficult",
    "veryDifficult",
    "veryDifficult",
  ]);
});

it("reads a grade as the schooling it asks for, rounded to the nearest grade", () => {
  expect([-2, 6.4, 6.5, 9.4, 9.5, 12.4, 12.5, 18].map(gradeBand)).toEqual([
    "primary",
    "primary",
    "middle",
    "middle",
    "secondary",
    "secondary",
    "university",
    "university",
  ]);
});

it("reads LIX on Björnsson's table", () => {
  expect([10, 30, 45, 55, 60, 70].map(lixBand)).toEqual([
    "veryEasy",
    "easy",
    "medium",
    "difficult",
    "veryDifficult",
    "veryDifficult",
  ]);
});
