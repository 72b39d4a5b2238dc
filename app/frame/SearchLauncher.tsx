import { lazy, Suspense, useEffect, useState } from "react";

const loadOverlay = () => import("../features/catalog/SearchOverlay.tsx");
const SearchOverlay = lazy(loadOverlay);

/** Whether a key press is aimed at a field the visitor is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Which search shortcut a key press is, if any: Ctrl/Cmd+K anywhere, "/" outside a text field. */
export function searchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  return (
    event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target)
  );
}

/**
 * The search overlay's state and its keyboard shortcuts, which toggle it. The overlay's code is fetched
 * on first use (or when the pointer nears the search bar), keeping it out of every first page load.
 */
export function useSearchLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!searchShortcut(event)) return;
      event.preventDefault();
      setWanted(true);
      setOpen((current) => !current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const openSearch = () => {
    setWanted(true);
    setOpen(true);
  };
  const overlay = wanted ? (
    <Suspense fallback={null}>
      <SearchOverlay open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
  return { openSearch, prefetch: loadOverlay, overlay };
}
