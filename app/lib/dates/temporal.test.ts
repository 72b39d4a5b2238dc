import { describe, expect, it } from "vitest";
import { loadTemporal } from "./temporal.ts";

describe("loadTemporal", () => {
  it("gives a working Temporal on a runtime without one (the polyfill)", async () => {
    const Temporal = await loadTemporal();
    const instant = Temporal.Instant.from("2026-03-29T01:30:00Z");
    expect(instant.toZonedDateTimeISO("Europe/Paris").toPlainTime().toString()).toBe("03:30:00");
  });

  it("loads the polyfill once", async () => {
    expect(await loadTemporal()).toBe(await loadTemporal());
  });
});
