/**
 * The text box's copy in local storage, so the text survives a reload (saved on every change, debounced
 * by the caller, and restored on load): the text tools' under TEXT_STORAGE_KEY, other text pages' under
 * their own key (use-saved-text.ts). Storage can be full, too small for a large
 * text or disabled altogether: saving then says so instead of throwing, and the page keeps working.
 */
export const TEXT_STORAGE_KEY = "veritools:text-tools:input";

export type SaveOutcome = "saved" | "tooLarge" | "unavailable";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Reading `window.localStorage` itself throws where storage is disabled. */
function browserStorage(): StorageLike {
  return window.localStorage;
}

export function readSavedText(
  getStorage: () => StorageLike = browserStorage,
  key: string = TEXT_STORAGE_KEY,
): string {
  try {
    return getStorage().getItem(key) ?? "";
  } catch {
    return "";
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED")
  );
}

export interface TextSaver {
  save(text: string): SaveOutcome;
}

/**
 * A text that did not fit is removed from storage, so that the next visit does not restore an older
 * text as if it were the latest. Once a length has failed, longer texts are not tried again (each try
 * copies megabytes) until a shorter one has been saved.
 */
export function createTextSaver(
  getStorage: () => StorageLike = browserStorage,
  key: string = TEXT_STORAGE_KEY,
): TextSaver {
  let failedLength = Number.POSITIVE_INFINITY;
  return {
    save(text) {
      let storage: StorageLike;
      try {
        storage = getStorage();
      } catch {
        return "unavailable";
      }
      try {
        if (text.length >= failedLength) {
          storage.removeItem(key);
          return "tooLarge";
        }
        if (text === "") storage.removeItem(key);
        else storage.setItem(key, text);
        failedLength = Number.POSITIVE_INFINITY;
        return "saved";
      } catch (error) {
        if (!isQuotaError(error)) return "unavailable";
        failedLength = text.length;
        try {
          storage.removeItem(key);
        } catch {
          // Nothing more to do: the outcome already says the text is not kept.
        }
        return "tooLarge";
      }
    },
  };
}
