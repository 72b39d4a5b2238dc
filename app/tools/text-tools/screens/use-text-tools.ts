import { useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { createTextActions, type TextActions } from "../state/actions.ts";
import { textToolsSession } from "../state/session.ts";
import { INITIAL_STATE, type TextToolsState } from "../state/store.ts";
import { showToast } from "./toasts.ts";

const serverState = () => INITIAL_STATE;

/** The text tools' state; the server and the first render in the browser see the initial one. */
export function useTextToolsState(): TextToolsState {
  const { store } = textToolsSession();
  return useSyncExternalStore(store.subscribe, store.getState, serverState);
}

const writeClipboard = (text: string) => navigator.clipboard.writeText(text);

/** The page's actions, telling their outcome in the page's language. */
export function useTextActions(): TextActions {
  const { t, i18n } = useTranslation("text_tools");
  return useMemo(() => {
    const { store, results } = textToolsSession();
    return createTextActions({ store, results, t, locale: i18n.language, toast: showToast, writeClipboard });
  }, [t, i18n.language]);
}
