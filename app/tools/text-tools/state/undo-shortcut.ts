/** Where a key press happened, for the undo shortcut. */
export type KeyPlace = "editor" | "field" | "page";

type KeyLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">;

export function isUndoShortcut(event: KeyLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === "z"
  );
}

/**
 * Whether Ctrl/Cmd+Z undoes the page's last replacement. In another text field the browser's own undo
 * applies. In the text area it does too once the person has typed since the replacement (the browser
 * undoes the typing); right after a replacement, which the browser cannot undo, the page does.
 */
export function undoesReplacement(event: KeyLike, place: KeyPlace, replacementPending: boolean): boolean {
  if (!isUndoShortcut(event)) return false;
  if (place === "field") return false;
  return place === "page" || replacementPending;
}

/** Where an event target sits: our text area, another field that has its own undo, or the page. */
export function keyPlace(target: EventTarget | null, editor: HTMLElement | null): KeyPlace {
  if (target !== null && target === editor) return "editor";
  if (!(target instanceof HTMLElement)) return "page";
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return "field";
  return target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit"].includes(target.type)
    ? "field"
    : "page";
}
