import type { TFunction } from "#app/i18n/translator.ts";
import type { TransformToolId } from "../logic/registry.ts";
import type { TransformResult } from "../logic/result.ts";
import { invalidJsonParams } from "./json-error.ts";
import type { createResultCache } from "./result-cache.ts";
import { describeResult } from "./result-message.ts";
import type { TextToolsStore } from "./store.ts";
import { runsOffThread } from "./text-client.ts";

export type ToastMessage = {
  tone: "success" | "info" | "error";
  title: string;
  description?: string;
  action?: { label: string; onClick(): void };
  /** A toast with the id of one on screen replaces it. */
  id?: string;
};

/** Results and undos share one toast, so the Undo on screen is always the latest replacement's. */
export const CHANGE_TOAST_ID = "text-tools-change";
const COPY_TOAST_ID = "text-tools-copy";

export interface ActionContext {
  store: TextToolsStore;
  results: ReturnType<typeof createResultCache>;
  /** Translates the page's texts ("text_tools:…" keys). */
  t: TFunction;
  /** The page's language, which sorting follows. */
  locale: string;
  toast(message: ToastMessage): void;
  writeClipboard(text: string): Promise<void>;
}

export type TextActions = ReturnType<typeof createTextActions>;

/** What the page's buttons and shortcuts do: every action reads the text at the moment it is asked. */
export function createTextActions(context: ActionContext) {
  const { store, results, t, locale, toast, writeClipboard } = context;

  const noText = () => toast({ tone: "error", title: t("text_tools:messages.noText"), id: CHANGE_TOAST_ID });

  const undo = (): boolean => {
    if (!store.undo()) return false;
    toast({ tone: "info", title: t("text_tools:toasts.undone"), id: CHANGE_TOAST_ID });
    return true;
  };

  const undoAction = () => ({ label: t("text_tools:toasts.undo"), onClick: () => void undo() });

  const tell = (result: TransformResult) => {
    const message = describeResult(result);
    const params =
      message.key === "messages.invalidJson" && message.params
        ? invalidJsonParams(t, message.params)
        : message.params;
    toast({
      tone: message.tone,
      title: t(message.key, params),
      ...(message.detail ? { description: t(message.detail.key, { count: message.detail.count }) } : {}),
      ...(result.ok ? { action: undoAction() } : {}),
      id: CHANGE_TOAST_ID,
    });
  };

  /** The tool's result for the current text, off the main thread with a busy state when large. */
  const compute = async (toolId: TransformToolId) => {
    const text = store.flush();
    const { version, options } = store.getState();
    const offThread = runsOffThread(text);
    if (offThread) store.setBusy(toolId);
    try {
      const result = await results({ toolId, text, version, options: options[toolId], locale });
      // Nothing can be typed while busy, but a result must never overwrite a newer text.
      return store.getState().version === version ? result : undefined;
    } catch {
      toast({ tone: "error", title: t("text_tools:toasts.failed"), id: CHANGE_TOAST_ID });
      return undefined;
    } finally {
      if (offThread) store.setBusy(null);
    }
  };

  const copy = async (text: string, success: string) => {
    try {
      await writeClipboard(text);
      toast({ tone: "success", title: success, id: COPY_TOAST_ID });
    } catch {
      toast({
        tone: "error",
        title: t("text_tools:toasts.copyFailed"),
        description: t("text_tools:toasts.copyFailedDescription"),
        id: COPY_TOAST_ID,
      });
    }
  };

  return {
    /** Runs a tool on the text and replaces it with the result, or says why not. */
    async apply(toolId: TransformToolId) {
      if (store.getState().busyTool) return;
      const result = await compute(toolId);
      if (!result) return;
      if (result.ok) store.replace(result.text);
      tell(result);
    },

    clear() {
      if (store.flush() === "") return noText();
      store.replace("");
      toast({
        tone: "success",
        title: t("text_tools:toasts.cleared"),
        action: undoAction(),
        id: CHANGE_TOAST_ID,
      });
    },

    async copyText() {
      const text = store.flush();
      if (text === "") return noText();
      await copy(text, t("text_tools:toasts.copied"));
    },

    /** Copies a tool's result without replacing the text (the JSON tool's "Copy Result"). */
    async copyResult(toolId: TransformToolId) {
      if (store.getState().busyTool) return;
      const result = await compute(toolId);
      if (!result) return;
      if (result.ok) await copy(result.text, t("text_tools:toasts.resultCopied"));
      else tell(result);
    },

    undo,
  };
}
