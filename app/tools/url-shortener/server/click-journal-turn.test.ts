import { describe, expect, it } from "vitest";
import { click } from "../fixtures/click-journal.ts";
import { createClickTurn } from "./click-journal-turn.ts";
import type { ClickEvent } from "./click-recorder.ts";

const add = (turn: ReturnType<typeof createClickTurn>, event: ClickEvent) =>
  turn.add(event.linkId, event.at, event);

describe("createClickTurn", () => {
  it("hands over the clicks of one turn together at its end, then resolves each", async () => {
    const handed: number[][] = [];
    const turn = createClickTurn((events) => handed.push(events.map((event) => event.linkId)));
    const first = [add(turn, click(1)), add(turn, click(2))];
    expect(handed).toEqual([]);
    await Promise.all(first);
    await add(turn, click(3));
    expect(handed).toEqual([[1, 2], [3]]);
  });

  it("counts alike clicks in a row (same link, time and figures object) as one event", async () => {
    const handed: ClickEvent[][] = [];
    const turn = createClickTurn((events) => handed.push(events));
    const figures = click(1);
    const other = { ...figures };
    const at = figures.at;
    await Promise.all([
      turn.add(1, at, figures),
      turn.add(1, at, figures),
      turn.add(1, at, figures),
      turn.add(2, at, figures),
      turn.add(2, at, other),
      turn.add(2, at, other),
      turn.add(2, "2026-12-07T00:00:00.000Z", other),
    ]);
    expect(handed[0]?.map(({ linkId, at, clicks }) => [linkId, at, clicks])).toEqual([
      [1, at, 3],
      [2, at, 1],
      [2, at, 2],
      [2, "2026-12-07T00:00:00.000Z", 1],
    ]);
    expect(handed[0]?.[0]).toEqual({ ...figures, clicks: 3 });
    // The next turn starts its own events.
    await turn.add(1, at, figures);
    expect(handed[1]?.map(({ clicks }) => clicks)).toEqual([1]);
  });

  it("hands over the turn under way at once when told, and nothing when there is none", async () => {
    const handed: ClickEvent[][] = [];
    const turn = createClickTurn((events) => handed.push(events));
    turn.endNow();
    const added = add(turn, click(4));
    turn.endNow();
    expect(handed).toHaveLength(1);
    await added;
  });
});
