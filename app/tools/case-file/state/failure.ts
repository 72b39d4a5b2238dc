// Why adding to a case or exporting one failed, as a reason the page can say in its language: the
// browser's own messages (a DOMException's English, Dexie's) never reach a translated sentence.

/** Thrown when the case asked for is no longer stored (deleted, perhaps in another tab). */
export class CaseMissing extends Error {
  constructor() {
    super("No such case.");
    this.name = "CaseMissing";
  }
}

/** What went wrong, as the texts add.failures.* and export.failures.* name it. */
export type Failure = "missing-case" | "storage-full" | "unreadable" | "not-saved" | "other";

/** The names of an error and of those it wraps (Dexie's `inner`, a `cause`). */
function namesOf(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === "string") names.push(name);
    current = inner ?? cause;
  }
  return names;
}

/** Refusals of a file the person chose to save to (permission taken back, file locked or changed). */
const NOT_SAVED = new Set([
  "NotAllowedError",
  "NoModificationAllowedError",
  "InvalidModificationError",
  "SecurityError",
  "TypeMismatchError",
]);

/**
 * The reason behind a failure to add evidence ("add") or to export a case ("export"); "other" for
 * what has no words of its own, which the page says in a general sentence.
 */
export function failureOf(error: unknown, during: "add" | "export"): Failure {
  const names = namesOf(error);
  if (error instanceof CaseMissing || names.includes("CaseMissing")) return "missing-case";
  if (names.some((name) => name === "QuotaExceededError" || name === "QuotaExceeded")) return "storage-full";
  if (names.includes("NotReadableError") || (during === "add" && names.includes("NotFoundError"))) {
    return "unreadable";
  }
  if (during === "export" && names.some((name) => NOT_SAVED.has(name))) return "not-saved";
  return "other";
}
