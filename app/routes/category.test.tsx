// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoute } from "../test/render-route.tsx";
import CategoryPage from "./category.tsx";

afterEach(cleanup);

/** A rejected promise already marked handled, as Await will handle it once rendered. */
function failing() {
  const promise = Promise.reject(new Error("down"));
  promise.catch(() => {});
  return promise;
}

const category = { name: "Web Tools", description: "Links", toolCount: 4 };

describe("the category page", () => {
  it("shows a placeholder card for each of its tools while they load, so the page keeps its height", async () => {
    for (const toolCount of [4, 1]) {
      renderRoute(CategoryPage, {
        found: true,
        category: { ...category, toolCount },
        tools: new Promise(() => {}),
      });
      expect(await screen.findByRole("heading", { level: 1, name: "Web Tools" })).toBeTruthy();
      expect(screen.getAllByTestId("tool-card-skeleton")).toHaveLength(toolCount);
      cleanup();
    }
  });

  it("says the category failed to load, with a way home", async () => {
    renderRoute(CategoryPage, { found: true, category, tools: failing() });
    expect(await screen.findByText("Failed to load category. Please try again later.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/en");
  });

  it("says a category is not found in the page's language", async () => {
    renderRoute(CategoryPage, { found: false }, { path: "/vi", lang: "vi" });
    expect(await screen.findByRole("heading", { name: "Không tìm thấy danh mục" })).toBeTruthy();
  });
});
