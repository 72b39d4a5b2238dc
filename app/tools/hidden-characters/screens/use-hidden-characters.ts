import { useEffect, useRef, useState } from "react";
import { useSavedText } from "#app/lib/text/use-saved-text.ts";
import type { Analysis } from "../logic/analyze.ts";
import type { CharacterClass } from "../logic/char-classes.ts";
import type { NormalForm } from "../logic/normalization.ts";
import { runHiddenJob } from "../state/hidden-client.ts";
import { isTooLong } from "../state/text-size.ts";

/** What the last action did, for the status line. */
export type Outcome =
  | { kind: "changed"; count: number }
  | { kind: "normalized"; form: NormalForm }
  | { kind: "unchanged" }
  | null;

/**
 * What failed, said in the page's language: the check of the text, or an action on it. The worker's
 * own message (a browser's English, "Out of memory") is never shown.
 */
export type Failure = "check" | "change";

// A pause after typing before the text is checked again: a paste is checked at once after it.
const PAUSE_MS = 150;
// Undo keeps this many earlier texts: each can be megabytes.
const UNDO_DEPTH = 10;

/** Where the text is kept across a reload, as the text tools keep theirs. */
export const HIDDEN_TEXT_KEY = "veritools:hidden-characters:input";

/**
 * The page's state: the text (kept across a reload), its analysis (computed in the worker), and the
 * actions that change it.
 */
export function useHiddenCharacters() {
  const [text, setText] = useState("");
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [tooLong, setTooLong] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [undoStack, setUndoStack] = useState<string[]>([]);
  const latest = useRef(0);
  const saved = useSavedText(HIDDEN_TEXT_KEY, text, (restored) => {
    if (isTooLong(restored) === null) setText(restored);
  });

  useEffect(() => {
    const ticket = ++latest.current;
    if (text === "") {
      setAnalysis(null);
      setChecking(false);
      return;
    }
    setChecking(true);
    const timer = setTimeout(() => {
      runHiddenJob("analyze", text).then(
        (result) => {
          if (ticket !== latest.current) return;
          setAnalysis(result);
          setFailure(null);
          setChecking(false);
        },
        () => {
          if (ticket !== latest.current) return;
          setFailure("check");
          setChecking(false);
        },
      );
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  /** Takes a new text from the field; one too long is refused and the text stays as it was. */
  const input = (next: string) => {
    const size = isTooLong(next);
    setTooLong(size);
    if (size !== null) return;
    setOutcome(null);
    setText(next);
  };

  const replace = (next: string, done: Outcome) => {
    if (next === text) {
      // The text stays, so no new check will end the busy state: end it here.
      setChecking(false);
      setOutcome({ kind: "unchanged" });
      return;
    }
    setUndoStack((stack) => [...stack.slice(-(UNDO_DEPTH - 1)), text]);
    setText(next);
    setOutcome(done);
  };

  const run = async (job: Promise<string>, done: Outcome) => {
    setChecking(true);
    try {
      replace(await job, done);
    } catch {
      setFailure("change");
      setChecking(false);
    }
  };

  return {
    text,
    analysis: text === "" ? null : analysis,
    checking,
    failure,
    tooLong,
    outcome,
    /** The text could not be kept for a reload: the page says why. */
    notKept: saved === "tooLarge" || saved === "unavailable" ? saved : null,
    canUndo: undoStack.length > 0,
    input,
    clean(classes: CharacterClass[]) {
      const count = classes.reduce((sum, kind) => sum + (analysis?.counts[kind] ?? 0), 0);
      return run(runHiddenJob("clean", { text, classes }), { kind: "changed", count });
    },
    normalize(form: NormalForm) {
      return run(runHiddenJob("normalize", { text, form }), { kind: "normalized", form });
    },
    undo() {
      const previous = undoStack.at(-1);
      if (previous === undefined) return;
      setUndoStack((stack) => stack.slice(0, -1));
      setOutcome(null);
      setText(previous);
    },
    clear() {
      if (text !== "") setUndoStack((stack) => [...stack.slice(-(UNDO_DEPTH - 1)), text]);
      setTooLong(null);
      setOutcome(null);
      setText("");
    },
  };
}
