// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoute } from "../test/render-route.tsx";
import Home from "./home.tsx";

afterEach(cleanup);

/** A rejected promise already marked handled, as Await will handle it once rendered. */
function failing() {
  const promise = Promise.reject(new Error("down"));
  promise.catch(() => {});
  return promise;
}

const never = () => new Promise<never>(() => {});
const categories = [{ slug: "web-tools", name: "Web Tools", description: "Links", toolCount: 2 }];

describe("home's featured tools", () => {
  it("shows four placeholders while the tools load", async () => {
    renderRoute(Home, { featured: never(), categories: Promise.resolve(categories) });
    expect(await screen.findByRole("status", { name: "Loading tools…" })).toBeTruthy();
    expect(screen.getAllByTestId("tool-card-skeleton")).toHaveLength(4);
  });

  it("says so when they fail to load", async () => {
    renderRoute(Home, {
      featured: failing(),
      categories: Promise.resolve(categories),
    });
    expect(await screen.findByText("Failed to load. Please try again later.")).toBeTruthy();
  });

  it("says so when there are none", async () => {
    renderRoute(Home, { featured: Promise.resolve([]), categories: Promise.resolve(categories) });
    expect(await screen.findByText("No featured tools available yet.")).toBeTruthy();
  });

  it("shows a card per tool, in the page's language", async () => {
    const tool = {
      slug: "text-tools",
      name: "Outils de texte",
      description: "Dix outils",
      icon: "Text",
      comingSoon: false,
    };
    renderRoute(
      Home,
      {
        featured: Promise.resolve([{ ...tool, category: { slug: "text-tools", name: "Texte" } }]),
        categories: Promise.resolve([]),
      },
      { path: "/fr", lang: "fr" },
    );
    expect(await screen.findByRole("heading", { name: "Outils de texte" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Ouvrir l’outil.*Outils de texte$/ })).toBeTruthy();
  });

  it("says categories failed to load without hiding the rest of the page", async () => {
    renderRoute(Home, { featured: Promise.resolve([]), categories: failing() });
    expect(await screen.findByText("Failed to load. Please try again later.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Our Mission" })).toBeTruthy();
  });
});
