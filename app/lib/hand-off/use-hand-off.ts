import { useEffect, useRef, useState } from "react";
import type { HandedOff } from "./hand-off.ts";
import { HAND_OFF_PARAM } from "./hand-off-param.ts";

/** Where a page stands with a hand-off in its address: none asked, being read, taken, or gone. */
export type HandOffState = "none" | "reading" | "taken" | "gone";

/**
 * On a page opened with `?from=<id>`, takes what another tool handed off and gives it to `receive`,
 * then drops the parameter from the address (a reload must not look for it again). With `keep`, the
 * parameter and the item stay (until the item expires, or the page drops them for another file), so a
 * reload gives the item again: for a page whose work is the file itself. "gone" means the address named
 * a hand-off this browser no longer holds: the page says so and asks for the file.
 */
export function useHandOff(receive: (item: HandedOff) => void, { keep = false } = {}): HandOffState {
  const [state, setState] = useState<HandOffState>("none");
  const receiver = useRef(receive);
  receiver.current = receive;
  const keeping = useRef(keep);
  useEffect(() => {
    const url = new URL(window.location.href);
    const id = url.searchParams.get(HAND_OFF_PARAM);
    if (id === null) return;
    if (!keeping.current) {
      url.searchParams.delete(HAND_OFF_PARAM);
      window.history.replaceState(window.history.state, "", url);
    }
    let current = true;
    setState("reading");
    // The storage code loads only for an address that names a hand-off.
    import("./hand-off.ts")
      .then(({ receiveHandOff }) => receiveHandOff(id, { keep: keeping.current }))
      .catch(() => undefined)
      .then((item) => {
        if (!current) return;
        setState(item ? "taken" : "gone");
        if (item) receiver.current(item);
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
