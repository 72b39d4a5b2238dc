import { debounce } from "#app/lib/text/debounce.ts";
import type { SaveOutcome } from "#app/lib/text/saved-text.ts";
import { TEXT_TOOLS, type TransformToolId } from "../logic/registry.ts";
import { OFF_THREAD_THRESHOLD } from "./text-client.ts";
import { createUndoStack } from "./undo-stack.ts";

/** The text area as the store sees it: read only when needed, since a 10 MB value costs a copy. */
export interface TextEditor {
  read(): string;
  write(text: string): void;
  isEmpty(): boolean;
}

export type ToolOptions = Readonly<Record<string, unknown>>;

export interface TextToolsState {
  /** The text as last committed from the text area (typing is committed after a short pause). */
  text: string;
  /** Changes with every commit or replacement, so derived results can tell the texts apart cheaply. */
  version: number;
  /** Whether the text area is empty right now, typing not yet committed included. */
  empty: boolean;
  options: Readonly<Record<TransformToolId, ToolOptions>>;
  /** The tool whose transform is running off the main thread; the text is read-only meanwhile. */
  busyTool: TransformToolId | null;
  canUndo: boolean;
  /** What happened to the last attempt to save the text in the browser. */
  saveOutcome: SaveOutcome;
}

// Typing is committed after this pause; a large text waits longer, as each commit reads all of it.
export const COMMIT_DELAY_MS = 150;
export const LARGE_COMMIT_DELAY_MS = 400;

function defaultOptions(): Record<TransformToolId, ToolOptions> {
  const options: Partial<Record<TransformToolId, ToolOptions>> = {};
  for (const tool of TEXT_TOOLS) if (tool.kind === "transform") options[tool.id] = tool.defaultOptions;
  return options as Record<TransformToolId, ToolOptions>;
}

export const INITIAL_STATE: TextToolsState = Object.freeze({
  text: "",
  version: 0,
  empty: true,
  options: defaultOptions(),
  busyTool: null,
  canUndo: false,
  saveOutcome: "saved",
});

export type TextToolsStore = ReturnType<typeof createTextToolsStore>;

/**
 * The text tools' state, outside React so that it outlives the page component: the index page and a
 * tool's page are two routes, and going from one to the other must keep the text, options and undo.
 */
export function createTextToolsStore() {
  let state = INITIAL_STATE;
  let editor: TextEditor | null = null;
  let editedSinceReplacement = false;
  let restored = false;
  const undoStack = createUndoStack();
  const listeners = new Set<() => void>();

  const update = (changes: Partial<TextToolsState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };

  const commit = debounce(() => {
    if (!editor) return;
    const text = editor.read();
    if (text !== state.text) update({ text, version: state.version + 1, empty: text === "" });
  }, COMMIT_DELAY_MS);

  /** Sets the text and the text area, with nothing pending from the text area any more. */
  const setText = (text: string) => {
    commit.cancel();
    editor?.write(text);
    editedSinceReplacement = false;
    update({ text, version: state.version + 1, empty: text === "", canUndo: undoStack.size > 0 });
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /**
     * Connects the text area (null when it unmounts), showing the current text in it. The text area is
     * rendered empty: text found in it was typed (or put back by the browser) before the page became
     * interactive, and is kept as the person's latest.
     */
    attachEditor(next: TextEditor | null) {
      if (next === null) commit.flush();
      editor = next;
      if (!next) return;
      const typed = next.read();
      if (typed === "") {
        if (state.text !== "") next.write(state.text);
      } else if (typed !== state.text) {
        editedSinceReplacement = true;
        update({ text: typed, version: state.version + 1, empty: false });
      }
    },

    /** Puts back the saved text once per page load, unless something was typed first. */
    restore(text: string) {
      if (restored) return;
      restored = true;
      if (text !== "" && state.text === "" && !commit.pending) setText(text);
    },

    /** The person typed: commit after a pause. O(1), whatever the size of the text. */
    edited() {
      editedSinceReplacement = true;
      const empty = editor?.isEmpty() ?? state.empty;
      if (empty !== state.empty) update({ empty });
      commit.schedule(
        undefined,
        state.text.length > OFF_THREAD_THRESHOLD ? LARGE_COMMIT_DELAY_MS : COMMIT_DELAY_MS,
      );
    },

    /** Commits pending typing at once and gives the text, as an action needs it. */
    flush(): string {
      commit.flush();
      return state.text;
    },

    /** Replaces the text by a tool's result or by nothing (Clear), undoably. */
    replace(text: string) {
      commit.flush();
      undoStack.push(state.text);
      setText(text);
    },

    /** Puts back the text from before the last replacement; false when there is none. */
    undo(): boolean {
      commit.flush();
      const before = undoStack.pop();
      if (before === undefined) return false;
      setText(before);
      return true;
    },

    /** Whether Ctrl+Z in the text area means "undo the last replacement" rather than the browser's undo. */
    undoesReplacement(): boolean {
      return undoStack.size > 0 && !editedSinceReplacement;
    },

    setOption(toolId: TransformToolId, name: string, value: unknown) {
      update({ options: { ...state.options, [toolId]: { ...state.options[toolId], [name]: value } } });
    },

    setBusy(busyTool: TransformToolId | null) {
      update({ busyTool });
    },

    setSaveOutcome(saveOutcome: SaveOutcome) {
      if (saveOutcome !== state.saveOutcome) update({ saveOutcome });
    },
  };
}
