import type { MessageKey, MessageParams } from "../logic/messages.ts";
import type { TransformResult } from "../logic/result.ts";

export type Tone = "success" | "info" | "error";

/** How a transform's result is told: its message, in which tone, with a count where one helps. */
export type ResultMessage = {
  tone: Tone;
  key: MessageKey;
  params?: MessageParams;
  detail?: { key: "details.linesRemoved" | "details.linesNumbered"; count: number };
};

const DETAILS: Partial<Record<MessageKey, NonNullable<ResultMessage["detail"]>["key"]>> = {
  "messages.duplicatesRemoved": "details.linesRemoved",
  "messages.blankLinesRemoved": "details.linesRemoved",
  "messages.lineNumbersAdded": "details.linesNumbered",
};

const ERRORS: ReadonlySet<MessageKey> = new Set([
  "messages.noText",
  "messages.invalidJson",
  "messages.unknownJsonError",
  "messages.jsonTooLargeToPrettify",
]);

/**
 * A replacement is a success; an empty text or invalid JSON is an error; "no duplicates", "no blank
 * lines" and the like are information: nothing was wrong, there was just nothing to do.
 */
export function describeResult(result: TransformResult): ResultMessage {
  const { messageKey: key, messageParams: params } = result;
  const tone: Tone = result.ok ? "success" : ERRORS.has(key) ? "error" : "info";
  const detailKey = result.ok ? DETAILS[key] : undefined;
  const count = params?.count;
  return {
    tone,
    key,
    ...(params ? { params } : {}),
    ...(detailKey && typeof count === "number" ? { detail: { key: detailKey, count } } : {}),
  };
}
