// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ForensicJob } from "../../state/forensics/forensics-protocol.ts";

const sent: unknown[] = [];
vi.mock("../../state/forensics/forensics-client.ts", () => ({
  runForensicJob: (job: unknown) => {
    sent.push(job);
    return Promise.resolve({ job });
  },
}));
const { useForensicView } = await import("./use-forensic-view.ts");

const job = (quality: number) => ({ kind: "ela", quality }) as unknown as ForensicJob;

describe("a forensic view's jobs", () => {
  beforeEach(() => {
    sent.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("sends the first job at once, and a change of the controls once they have settled", async () => {
    const { rerender } = renderHook(({ quality }) => useForensicView(job(quality)), {
      initialProps: { quality: 90 },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent).toEqual([job(90)]);
    // A slider dragged through three values: one job, for the last, once it rests.
    rerender({ quality: 80 });
    rerender({ quality: 70 });
    rerender({ quality: 60 });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(sent).toEqual([job(90)]);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(sent).toEqual([job(90), job(60)]);
  });
});
