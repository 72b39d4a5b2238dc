import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("debounce", () => {
  it("runs once with the latest value after the last call", () => {
    const run = vi.fn();
    const debounced = debounce(run, 100);
    debounced.schedule("a");
    vi.advanceTimersByTime(60);
    debounced.schedule("b");
    vi.advanceTimersByTime(60);
    expect(run).not.toHaveBeenCalled();
    expect(debounced.pending).toBe(true);
    vi.advanceTimersByTime(40);
    expect(run).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith("b");
    expect(debounced.pending).toBe(false);
  });

  it("takes a delay per call", () => {
    const run = vi.fn();
    const debounced = debounce(run, 100);
    debounced.schedule("slow", 500);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(run).toHaveBeenCalledWith("slow");
  });

  it("runs a pending call at once on flush, and nothing when none is pending", () => {
    const run = vi.fn();
    const debounced = debounce(run, 100);
    debounced.flush();
    expect(run).not.toHaveBeenCalled();
    debounced.schedule("now");
    debounced.flush();
    expect(run).toHaveBeenCalledWith("now");
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it("drops a pending call on cancel", () => {
    const run = vi.fn();
    const debounced = debounce(run, 100);
    debounced.schedule("never");
    debounced.cancel();
    vi.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
  });
});
