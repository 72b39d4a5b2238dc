// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataTable } from "./DataTable.tsx";

interface Row {
  name: string;
  count: number;
}

const rows: Row[] = [
  { name: "ZERO WIDTH SPACE", count: 3 },
  { name: "NO-BREAK SPACE", count: 1200 },
];

/** jsdom lays nothing out: the box's sizes are set by hand, and ResizeObserver is a stand-in. */
function widths(scroll: number, client: number, scrollHeight = 100, clientHeight = 100) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(client);
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(clientHeight);
}

function table(captionShown = false) {
  render(
    <DataTable<Row>
      caption="Spaces"
      captionShown={captionShown}
      testId="findings"
      rows={rows}
      rowKey={(row) => row.name}
      columns={[
        { header: "Name", className: "font-mono", cell: (row) => row.name },
        { header: "Times", figures: true, cell: (row) => new Intl.NumberFormat("en").format(row.count) },
      ]}
    />,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("DataTable", () => {
  it("names its rows by their first column and aligns figures right", () => {
    widths(300, 300);
    table();
    const found = screen.getByRole("table", { name: "Spaces" });
    expect(
      within(found)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Times"]);
    const first = within(found).getByRole("rowheader", { name: "ZERO WIDTH SPACE" });
    expect(first.className).toContain("font-mono");
    const count = within(found).getByRole("cell", { name: "1,200" });
    expect(count.className).toContain("text-right");
    expect(count.className).toContain("tabular-nums");
  });

  it("shows its caption only when asked", () => {
    widths(300, 300);
    table(true);
    expect(screen.getByText("Spaces").className).not.toContain("sr-only");
    cleanup();
    table();
    expect(screen.getByText("Spaces").className).toContain("sr-only");
  });

  it("is no stop for the keyboard while it fits", () => {
    widths(300, 300);
    table();
    const box = screen.getByTestId("findings");
    expect(box.getAttribute("tabindex")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("is a region the keyboard reaches, named by its caption, when it scrolls sideways", () => {
    widths(600, 300);
    table();
    const box = screen.getByRole("region", { name: "Spaces" });
    expect(box.getAttribute("tabindex")).toBe("0");
    expect(box).toBe(screen.getByTestId("findings"));
  });

  it("scrolls down in a tall box, which the keyboard then reaches too", () => {
    widths(300, 300, 900, 320);
    table();
    expect(screen.getByRole("region", { name: "Spaces" }).getAttribute("tabindex")).toBe("0");
  });
});
