// The clicks of one turn of the event loop, handed over together at its end: one write to the journal
// for all the redirects answered in that turn, however many.
import type { ClickEvent, VisitFigures } from "./click-recorder.ts";

export interface ClickTurn {
  /** Adds a click to the turn under way; resolves once the turn is handed over. */
  add(linkId: number, at: string, figures: Readonly<VisitFigures>): Promise<void>;
  /** Hands over the turn under way now, if any, rather than at its end. */
  endNow(): void;
}

/**
 * A click follows the one before it in its turn as one event of two clicks when it is alike: the same
 * link, time and figures object (the visit classifier hands the same object to alike visits in a row).
 * Under load a turn holds runs of such clicks, and each event costs a journal line and a fold's work.
 */
export function createClickTurn(handOver: (events: ClickEvent[]) => void): ClickTurn {
  let turn: ClickEvent[] = [];
  let last: { event: ClickEvent; figures: Readonly<VisitFigures> } | undefined;
  let turnDone: Promise<void> | null = null;
  let release = () => {};
  let immediate: NodeJS.Immediate | undefined;

  function end(): void {
    immediate = undefined;
    const events = turn;
    const done = release;
    turn = [];
    last = undefined;
    turnDone = null;
    handOver(events);
    done();
  }

  function append(linkId: number, at: string, figures: Readonly<VisitFigures>): void {
    if (
      last !== undefined &&
      last.figures === figures &&
      last.event.linkId === linkId &&
      last.event.at === at
    ) {
      last.event.clicks++;
      return;
    }
    const { bot, referrer, country, device, browser, os } = figures;
    const event: ClickEvent = { linkId, at, bot, referrer, country, device, browser, os, clicks: 1 };
    turn.push(event);
    last = { event, figures };
  }

  return {
    add(linkId, at, figures) {
      append(linkId, at, figures);
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
