import { useCallback, useEffect, useState } from "react";
import { keyFromFragment } from "../logic/manage-address.ts";
import type { ErrorBody } from "../logic/types.ts";
import { type ManageAnswer, type ManagedLink, manageApi } from "../state/manage-api.ts";

/** Where the manage page stands: asking for the key, managing the link, or the link gone. */
export type ManageState =
  | { step: "key"; busy: boolean; error: string | null }
  | { step: "open"; key: string; link: ManagedLink }
  | { step: "removed" }
  | { step: "gone" };

/** The error code of a refused call, "generic" when the server said none. */
export function errorCode(answer: Extract<ManageAnswer<unknown>, { ok: false }>): string {
  return answer.error?.error.code ?? "generic";
}

/**
 * The manage page's state: the key read from the address's fragment (or typed), checked with the server,
 * then the link's changes and removal.
 */
export function useManagedLink(slug: string) {
  const [state, setState] = useState<ManageState>({ step: "key", busy: true, error: null });

  const open = useCallback(
    async (key: string | null) => {
      if (key === null) {
        setState({ step: "key", busy: false, error: "missing_key" });
        return;
      }
      setState({ step: "key", busy: true, error: null });
      try {
        const answer = await manageApi.open(slug, key);
        if (answer.ok) setState({ step: "open", key, link: answer.value });
        else if (answer.status === 410) setState({ step: "gone" });
        else setState({ step: "key", busy: false, error: errorCode(answer) });
      } catch {
        setState({ step: "key", busy: false, error: "network" });
      }
    },
    [slug],
  );

  // The key is in the fragment, which only the browser sees.
  useEffect(() => {
    const key = keyFromFragment(window.location.hash);
    if (key === null) setState({ step: "key", busy: false, error: null });
    else void open(key);
  }, [open]);

  /** Sends a new destination: null when done, else the refusal's error body. */
  const changeDestination = async (url: string): Promise<ErrorBody | "network" | null> => {
    if (state.step !== "open") return null;
    try {
      const answer = await manageApi.changeDestination(slug, state.key, url);
      if (answer.ok) {
        setState({ ...state, link: answer.value });
        return null;
      }
      if (answer.status === 410) setState({ step: "gone" });
      return answer.error ?? "network";
    } catch {
      return "network";
    }
  };

  /** Disables the link or enables it again: false when it could not be done. */
  const setDisabled = async (disabled: boolean): Promise<boolean> => {
    if (state.step !== "open") return false;
    try {
      const answer = await manageApi.setDisabled(slug, state.key, disabled);
      if (answer.ok) {
        setState({ ...state, link: answer.value });
        return true;
      }
      if (answer.status === 410) setState({ step: "gone" });
    } catch {
      // Said by the caller.
    }
    return false;
  };

  /** Deletes the link: false when it could not be done. */
  const remove = async (): Promise<boolean> => {
    if (state.step !== "open") return false;
    try {
      const answer = await manageApi.remove(slug, state.key);
      if (answer.ok || answer.status === 410) {
        setState({ step: "removed" });
        return true;
      }
    } catch {
      // Said by the caller.
    }
    return false;
  };

  return { state, open, changeDestination, setDisabled, remove };
}
