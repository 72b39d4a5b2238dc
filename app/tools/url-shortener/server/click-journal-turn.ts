// The clicks of one turn of the event loop, handed over together at its end: one write to the journal
// for all the redirects answered in that turn, however many.
import type { ClickEvent } from "./click-recorder.ts";

export interface ClickTurn {
  /** Adds a click to the turn under way; resolves once the turn is handed over. */
  add(event: ClickEvent): Promise<void>;
  /** Hands over the turn under way now, if any, rather than at its end. */
  endNow(): void;
}

export function createClickTurn(handOver: (events: ClickEvent[]) => void): ClickTurn {
  let turn: ClickEvent[] = [];
  let turnDone: Promise<void> | null = null;
  let release = () => {};
  let immediate: NodeJS.Immediate | undefined;

  function end(): void {
    immediate = undefined;
    const events = turn;
    const done = release;
    turn = [];
    turnDone = null;
    handOver(events);
    done();
  }

  return {
    add(event) {
      turn.push(event);
      if (turnDone === null) {
        turnDone = new Promise<void>((resolve) => (release = resolve));
        immediate = setImmediate(end);
      }
      return turnDone;
    },
    endNow() {
      if (immediate === undefined) return;
      clearImmediate(immediate);
      end();
    },
  };
}
