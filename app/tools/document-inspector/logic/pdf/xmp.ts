// A PDF's XMP packet (its /Metadata stream): the dates, tools, people and ids it records, and the edit
// history (xmpMM:History) that often names the tools a document went through. @xmldom/xmldom reads it
// in the worker as in Node's tests (a Web Worker has no DOMParser).
import { DOMParser, type Element, onErrorStopParsing } from "@xmldom/xmldom";

/** One step of xmpMM:History, as the tool that wrote it recorded it. */
export interface XmpEvent {
  action?: string;
  when?: string;
  softwareAgent?: string;
  changed?: string;
  instanceId?: string;
}

/** What the XMP packet says of the document; every field as written. */
export interface XmpFacts {
  createDate?: string;
  modifyDate?: string;
  metadataDate?: string;
  creatorTool?: string;
  producer?: string;
  creators: string[];
  title?: string;
  description?: string;
  documentId?: string;
  instanceId?: string;
  originalDocumentId?: string;
  history: XmpEvent[];
}

const NS = {
  xmp: "http://ns.adobe.com/xap/1.0/",
  pdf: "http://ns.adobe.com/pdf/1.3/",
  dc: "http://purl.org/dc/elements/1.1/",
  xmpMM: "http://ns.adobe.com/xap/1.0/mm/",
  stEvt: "http://ns.adobe.com/xap/1.0/sType/ResourceEvent#",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
} as const;

/** Packets larger than this are not read: real ones are a few kilobytes, padding included. */
export const MAX_XMP_CHARS = 4_000_000;
/** History entries kept; a document saved thousands of times says how many there were. */
const MAX_EVENTS = 500;

const elements = (parent: Element): Element[] => {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) found.push(node as Element);
  }
  return found;
};

/** Every rdf:Description's properties, as attributes or as child elements, by namespace and name. */
function properties(root: Element): { ns: string; name: string; element?: Element; value?: string }[] {
  const out: { ns: string; name: string; element?: Element; value?: string }[] = [];
  const descriptions = root.getElementsByTagNameNS(NS.rdf, "Description");
  for (let index = 0; index < descriptions.length; index++) {
    const description = descriptions.item(index);
    // Only the top-level descriptions: a history entry's own is read with the history.
    if (!description || (description.parentNode as Element | null)?.localName !== "RDF") continue;
    for (let at = 0; at < description.attributes.length; at++) {
      const attribute = description.attributes.item(at);
      if (attribute?.namespaceURI)
        out.push({ ns: attribute.namespaceURI, name: attribute.localName ?? "", value: attribute.value });
    }
    for (const child of elements(description)) {
      out.push({ ns: child.namespaceURI ?? "", name: child.localName ?? "", element: child });
    }
  }
  return out;
}

/** A property's text: itself, or its rdf:Alt / rdf:Seq / rdf:Bag items joined. */
function items(element: Element): string[] {
  const containers = elements(element).filter((child) => child.namespaceURI === NS.rdf);
  if (containers.length === 0) return [(element.textContent ?? "").trim()].filter(Boolean);
  return containers.flatMap((container) =>
    elements(container)
      .filter((child) => child.localName === "li")
      .map((li) => (li.textContent ?? "").trim())
      .filter(Boolean),
  );
}

/** A history entry: stEvt fields as attributes, as child elements, or inside an rdf:Description. */
function event(li: Element): XmpEvent {
  const fields: Record<string, string> = {};
  const read = (element: Element) => {
    for (let at = 0; at < element.attributes.length; at++) {
      const attribute = element.attributes.item(at);
      if (attribute?.namespaceURI === NS.stEvt) fields[attribute.localName ?? ""] = attribute.value;
    }
    for (const child of elements(element)) {
      if (child.namespaceURI === NS.stEvt) fields[child.localName ?? ""] = (child.textContent ?? "").trim();
      else if (child.namespaceURI === NS.rdf && child.localName === "Description") read(child);
    }
  };
  read(li);
  return {
    ...(fields.action ? { action: fields.action } : {}),
    ...(fields.when ? { when: fields.when } : {}),
    ...(fields.softwareAgent ? { softwareAgent: fields.softwareAgent } : {}),
    ...(fields.changed ? { changed: fields.changed } : {}),
    ...(fields.instanceID ? { instanceId: fields.instanceID } : {}),
  };
}

/** Reads an XMP packet; undefined when it is too large or not XML. */
export function readXmp(xml: string): XmpFacts | undefined {
  if (xml.length > MAX_XMP_CHARS) return undefined;
  let root: Element | null;
  try {
    root = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, "text/xml").documentElement;
  } catch {
    return undefined;
  }
  if (!root) return undefined;
  const facts: XmpFacts = { creators: [], history: [] };
  const text = (property: { element?: Element; value?: string }) =>
    property.value?.trim() || (property.element ? items(property.element).join(", ") : "") || undefined;
  for (const property of properties(root)) {
    const value = text(property);
    const key = `${property.ns} ${property.name}`;
    if (key === `${NS.xmp} CreateDate`) facts.createDate = value;
    else if (key === `${NS.xmp} ModifyDate`) facts.modifyDate = value;
    else if (key === `${NS.xmp} MetadataDate`) facts.metadataDate = value;
    else if (key === `${NS.xmp} CreatorTool`) facts.creatorTool = value;
    else if (key === `${NS.pdf} Producer`) facts.producer = value;
    else if (key === `${NS.dc} creator`)
      facts.creators = property.element ? items(property.element) : value ? [value] : [];
    else if (key === `${NS.dc} title`) facts.title = value;
    else if (key === `${NS.dc} description`) facts.description = value;
    else if (key === `${NS.xmpMM} DocumentID`) facts.documentId = value;
    else if (key === `${NS.xmpMM} InstanceID`) facts.instanceId = value;
    else if (key === `${NS.xmpMM} OriginalDocumentID`) facts.originalDocumentId = value;
    else if (key === `${NS.xmpMM} History` && property.element) {
      const lis = property.element.getElementsByTagNameNS(NS.rdf, "li");
      for (let index = 0; index < lis.length && facts.history.length < MAX_EVENTS; index++) {
        const li = lis.item(index);
        if (li) facts.history.push(event(li));
      }
    }
  }
  return facts;
}
