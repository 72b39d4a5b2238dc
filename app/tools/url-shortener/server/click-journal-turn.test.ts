import { describe, expect, it } from "vitest";
import { click } from "../fixtures/click-journal.ts";
import { createClickTurn } from "./click-journal-turn.ts";
import type { ClickEvent } from "./click-recorder.ts";

describe("createClickTurn", () => {
  it("hands over the clicks of one turn together at its end, then resolves each", async () => {
    const handed: number[][] = [];
    const turn = createClickTurn((events) => handed.push(events.map((event) => event.linkId)));
    const first = [turn.add(click(1)), turn.add(click(2))];
    expect(handed).toEqual([]);
    await Promise.all(first);
    await turn.add(click(3));
    expect(handed).toEqual([[1, 2], [3]]);
  });

  it("hands over the turn under way at once when told, and nothing when there is none", async () => {
    const handed: ClickEvent[][] = [];
    const turn = createClickTurn((events) => handed.push(events));
    turn.endNow();
    const added = turn.add(click(4));
    turn.endNow();
    expect(handed).toHaveLength(1);
    await added;
  });
});
