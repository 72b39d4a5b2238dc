import type { MessageKey, MessageParams } from "./messages.ts";

/**
 * What every transform returns. `ok: false` means the text must stay as it is and the message says
 * why (empty input, nothing to do, invalid JSON); `ok: true` carries the replacement text.
 * The shape is plain data so a Web Worker can post it back unchanged.
 */
export type TransformResult =
  | { ok: true; text: string; messageKey: MessageKey; messageParams?: MessageParams }
  | { ok: false; messageKey: MessageKey; messageParams?: MessageParams };

export function succeed(
  text: string,
  messageKey: MessageKey,
  messageParams?: MessageParams,
): TransformResult {
  return messageParams ? { ok: true, text, messageKey, messageParams } : { ok: true, text, messageKey };
}

export function fail(messageKey: MessageKey, messageParams?: MessageParams): TransformResult {
  return messageParams ? { ok: false, messageKey, messageParams } : { ok: false, messageKey };
}

/** The answer to any action on an empty text box: say so rather than do nothing silently. */
export const NO_TEXT: TransformResult = Object.freeze(fail("messages.noText"));
