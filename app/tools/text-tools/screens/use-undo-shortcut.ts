import { type RefObject, useEffect } from "react";
import type { TextActions } from "../state/actions.ts";
import { textToolsSession } from "../state/session.ts";
import { keyPlace, undoesReplacement } from "../state/undo-shortcut.ts";

/** Ctrl/Cmd+Z undoes the last replacement, where the browser's own undo would not (see undo-shortcut.ts). */
export function useUndoShortcut(editor: RefObject<HTMLTextAreaElement | null>, actions: TextActions): void {
  useEffect(() => {
    const { store } = textToolsSession();
    const onKeyDown = (event: KeyboardEvent) => {
      const place = keyPlace(event.target, editor.current);
      if (!undoesReplacement(event, place, store.undoesReplacement())) return;
      if (actions.undo()) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [editor, actions]);
}
