// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { TranslatorProvider } from "#app/i18n/react.tsx";
import { createTranslator } from "#app/i18n/translator.ts";
import { parseClock, parseDate } from "#app/lib/dates/date-input.ts";
import { RESOURCES } from "#app/site/resources.server.ts";
import { difference } from "../logic/difference.ts";
import { DifferenceResult } from "./DifferenceResult.tsx";

afterEach(cleanup);

const moment = (date: string, clock: string) => {
  const d = parseDate(date);
  const c = parseClock(clock);
  if (!d.ok || !c.ok) throw new Error(`bad moment ${date} ${clock}`);
  return { date: d.value, clock: c.value };
};

const FIGURES = ["total-days", "weeks", "total-hours", "business-days"];
const figures = () => FIGURES.map((id) => screen.getByTestId(id).textContent);

function show(lang: Language, from: [string, string], to: [string, string]) {
  const d = difference(Temporal, moment(...from), moment(...to));
  render(
    <TranslatorProvider translator={createTranslator(lang, RESOURCES[lang])}>
      <DifferenceResult difference={d} />
    </TranslatorProvider>,
  );
  return screen.getByTestId("difference").textContent ?? "";
}

describe("DifferenceResult", () => {
  // 1 March 2025 at 12:00 back to 20 January 2024 at 09:30.
  const later: [string, string] = ["2025-03-01", "12:00"];
  const earlier: [string, string] = ["2024-01-20", "09:30"];

  it("shows an end before the start with the same figures as the other way round, said once in words", () => {
    const forwards = show("en", earlier, later);
    const forwardFigures = figures();
    cleanup();
    const backwards = show("en", later, earlier);
    expect(screen.getByTestId("headline").textContent).toBe(
      "1 year, 1 month, 9 days, 2 hours, and 30 minutes before the start",
    );
    expect(screen.getByTestId("reversed").textContent).toBe(
      "The end is before the start: every figure here counts the time from the end up to the start.",
    );
    // No unit is negative, nor signed differently from another.
    expect(backwards).not.toMatch(/[−-]\s?\d/);
    expect(figures()).toEqual(forwardFigures);
    expect(forwards).not.toContain("before the start");
  });

  it("says it in French and Vietnamese", () => {
    show("fr", later, earlier);
    expect(screen.getByTestId("headline").textContent).toBe(
      "1\u00a0an, 1\u00a0mois, 9\u00a0jours, 2\u00a0heures et 30 minutes avant le début",
    );
    cleanup();
    show("vi", later, earlier);
    expect(screen.getByTestId("headline").textContent).toBe(
      "1 năm, 1 tháng, 9 ngày, 2 giờ và 30 phút trước ngày bắt đầu",
    );
  });
});
