import { useNavigate } from "react-router";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import type { HandedOff } from "./hand-off.ts";

/**
 * "Send to another tool": stores a file or a text in this browser (hand-off.ts, nothing uploaded) and
 * opens the other tool's page (`path`, bare: "/tools/text-tools") in the page's language, where
 * useHandOff takes it. The storage code loads on the first send, so that no page's first load carries it.
 */
export function useSendTo(): (path: string, item: HandedOff) => Promise<void> {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return async (path, item) => {
    const { handOff, handOffHref } = await import("./hand-off.ts");
    navigate(handOffHref(localized(path), await handOff(item)));
  };
}
