// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "#app/test/render-route.tsx";
import type { PublicShortLink } from "../logic/types.ts";
import { RecentLinks } from "./RecentLinks.tsx";

/** The page's event stream: the test says when it opens (the hook then fetches the list again). */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  static readonly CLOSED = 2;
  readyState = 0;
  private readonly listeners = new Map<string, () => void>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string) {
    this.listeners.get(type)?.();
  }
  close() {}
}

const LINK: PublicShortLink = {
  id: 1,
  createdAt: "2026-12-07T03:00:00.000Z",
  internalSlug: "abc1234",
  shortenedSlug: "abc1234",
  internalUrl: "http://localhost/r/abc1234",
  shortenedUrl: "http://localhost/r/abc1234",
  originalUrl: "https://example.com/",
  title: "Example",
  description: null,
  ogImage: null,
  favicon: null,
  usageCount: 0,
};

let answer: (links: PublicShortLink[]) => void;

beforeEach(() => {
  FakeEventSource.last = undefined;
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal(
    "fetch",
    () =>
      new Promise<Response>((resolve) => {
        answer = (links) => resolve(new Response(JSON.stringify({ links })));
      }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(initial: PublicShortLink[]) {
  renderRoute(() => <RecentLinks initial={initial} />, {}, { path: "/en/tools/url-shortener" });
}

describe("the recent links", () => {
  it("stay hidden while a refresh of an empty list runs, so the page below them does not move", async () => {
    renderWith([]);
    await vi.waitFor(() => expect(FakeEventSource.last).toBeDefined());
    await act(async () => FakeEventSource.last?.emit("open"));
    expect(screen.queryByRole("heading", { name: "Recent links" })).toBeNull();
    await act(async () => answer([]));
    expect(screen.queryByRole("heading", { name: "Recent links" })).toBeNull();
  });

  it("show the list with its refresh under way, and a link that arrives", async () => {
    renderWith([LINK]);
    expect(await screen.findByRole("heading", { name: "Recent links" })).toBeTruthy();
    await act(async () => FakeEventSource.last?.emit("open"));
    expect(screen.getByRole("status").textContent).toBe("Loading recent links…");
    await act(async () => answer([{ ...LINK, id: 2, title: "Another" }, LINK]));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
