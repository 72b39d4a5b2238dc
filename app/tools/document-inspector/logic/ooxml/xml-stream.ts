// Streaming XML for the Office parts: saxes is fed each part as it is inflated, and a handler keeps only
// what it needs, so a 20 MB document.xml is never held as a tree. Element names are matched on their
// local name, whatever prefix the writer chose (w:, a:, p:, none in a SpreadsheetML default namespace).
import { SaxesParser } from "saxes";
import { MAX_DEPTH } from "./limits.ts";

/** An element's attributes, keyed by their name as written (prefix included). */
export type Attributes = Record<string, string>;

/** What a part reader does with the XML: each callback is optional; names are local names. */
export interface XmlHandler {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** An element's local name: "w:ins" → "ins". */
export function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * An attribute by local name. With `prefixed`, an attribute in a namespace is wanted (w:id, r:id), so one
 * with the usual `prefix` is taken first, then any other prefixed one of that local name; without, the
 * unprefixed one ("id", "ref", "state").
 */
export function attribute(
  attributes: Attributes,
  local: string,
  prefix: string | null = null,
): string | undefined {
  if (prefix === null) return attributes[local];
  const usual = attributes[`${prefix}:${local}`];
  if (usual !== undefined) return usual;
  for (const name in attributes) {
    const colon = name.indexOf(":");
    if (colon > 0 && name.slice(colon + 1) === local && name.slice(0, colon) !== "xmlns") {
      return attributes[name];
    }
  }
  return undefined;
}

/** An OOXML on/off value: absent val, "1", "true", "on" are on. */
export function isOn(value: string | undefined): boolean {
  return value === undefined || value === "1" || value === "true" || value === "on";
}

/** Why a part's XML was given up. */
export class XmlGivenUp extends Error {
  readonly reason: "xml-malformed" | "xml-too-deep";
  constructor(reason: "xml-malformed" | "xml-too-deep") {
    super(reason);
    this.reason = reason;
  }
}

/**
 * A parser of one part fed chunk by chunk: `write` throws XmlGivenUp on malformed XML or nesting past
 * MAX_DEPTH (the handler has seen everything before the fault), `end` finishes it.
 */
export function xmlParser(handler: XmlHandler) {
  const parser = new SaxesParser({ position: false });
  let decoder: TextDecoder | null = null;
  let depth = 0;
  parser.on("error", () => {
    throw new XmlGivenUp("xml-malformed");
  });
  parser.on("opentag", (tag) => {
    if (++depth > MAX_DEPTH) throw new XmlGivenUp("xml-too-deep");
    handler.open?.(localName(tag.name), tag.attributes as Attributes);
    // A self-closing tag gets its closetag event from saxes too.
  });
  parser.on("closetag", (tag) => {
    depth--;
    handler.close?.(localName(tag.name));
  });
  const { text } = handler;
  if (text) {
    parser.on("text", text);
    parser.on("cdata", text);
  }
  return {
    write(chunk: Uint8Array): void {
      decoder ??= new TextDecoder(encodingOf(chunk));
      parser.write(decoder.decode(chunk, { stream: true }));
    },
    end(): void {
      if (decoder) parser.write(decoder.decode());
      parser.close();
    },
  };
}

/** A part is UTF-8 or, with its byte order mark, UTF-16 (the two encodings OPC allows). */
function encodingOf(start: Uint8Array): string {
  if (start[0] === 0xff && start[1] === 0xfe) return "utf-16le";
  if (start[0] === 0xfe && start[1] === 0xff) return "utf-16be";
  return "utf-8";
}

/** One handler made of several, each told every event in turn (one pass over a part for two readers). */
export function bothHandlers(...handlers: XmlHandler[]): XmlHandler {
  return {
    open(name, attributes) {
      for (const handler of handlers) handler.open?.(name, attributes);
    },
    close(name) {
      for (const handler of handlers) handler.close?.(name);
    },
    text(text) {
      for (const handler of handlers) handler.text?.(text);
    },
  };
}
