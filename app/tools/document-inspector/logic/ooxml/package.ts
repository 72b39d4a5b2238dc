// An Office package (Open Packaging Conventions): the ZIP, its [Content_Types].xml, its relationships,
// and the reading of its XML parts within the reader's budget, each failure kept as a problem.
import { EntryTooLarge, type ZipSource } from "#app/lib/files/zip-read.ts";
import { CappedList, MAX_ITEMS, MAX_PART_BYTES, MAX_PARTS_PARSED, MAX_TOTAL_BYTES } from "./limits.ts";
import type { OfficeProblem } from "./types.ts";
import { attribute, XmlGivenUp, type XmlHandler, xmlParser } from "./xml-stream.ts";

/** One relationship of a part: where it points and whether that is outside the package. */
export interface Relationship {
  id: string;
  /** The type's URI. */
  type: string;
  /** A package path for an internal target (resolved from the source part), the raw target otherwise. */
  target: string;
  external: boolean;
}

/** A relationship type's last word: ".../relationships/hyperlink" → "hyperlink". */
export function typeName(type: string): string {
  return type.slice(type.lastIndexOf("/") + 1);
}

/** Thrown from a part's sink when the file's budget of bytes is spent. */
class BudgetSpent extends Error {}

/** Where a part's relationships are: word/document.xml → word/_rels/document.xml.rels; "" → _rels/.rels. */
export function relationshipsPath(part: string): string {
  const slash = part.lastIndexOf("/");
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** A target resolved against its source part's folder: "../media/a.png" from word/x.xml → media/a.png. */
export function resolveTarget(source: string, target: string): string {
  const base = target.startsWith("/") ? [] : source.split("/").slice(0, -1);
  for (const segment of target.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") base.pop();
    else base.push(segment);
  }
  return base.join("/");
}

export class OfficePackage {
  private readonly defaults = new Map<string, string>();
  private readonly overrides = new Map<string, string>();
  private readonly relationshipCache = new Map<string, Relationship[]>();
  private readonly lowerPaths: Map<string, string>;
  readonly problems = new CappedList<OfficeProblem>();
  private partsParsed = 0;
  private bytesParsed = 0;

  readonly source: ZipSource;

  constructor(source: ZipSource) {
    this.source = source;
    this.lowerPaths = new Map(source.paths().map((path) => [path.toLowerCase(), path]));
  }

  /** The ZIP entry of a part name, matched without regard to case as OPC asks; null when absent. */
  find(path: string): string | null {
    return this.lowerPaths.get(path.toLowerCase()) ?? null;
  }

  paths(): string[] {
    return this.source.paths();
  }

  /** Reads [Content_Types].xml; false when the package has none (then it is no Office file). */
  async readContentTypes(): Promise<boolean> {
    const path = this.find("[Content_Types].xml");
    if (!path) return false;
    return this.readXml(path, {
      open: (name, attributes) => {
        const type = attribute(attributes, "ContentType");
        if (type === undefined) return;
        const extension = attribute(attributes, "Extension");
        const part = attribute(attributes, "PartName");
        if (name === "Default" && extension !== undefined) this.defaults.set(extension.toLowerCase(), type);
        if (name === "Override" && part !== undefined) this.overrides.set(part.toLowerCase(), type);
      },
    });
  }

  /** A part's content type: its Override, else the Default of its extension; null when neither. */
  contentType(path: string): string | null {
    const override = this.overrides.get(`/${path}`.toLowerCase());
    if (override !== undefined) return override;
    const dot = path.lastIndexOf(".");
    return dot < 0 ? null : (this.defaults.get(path.slice(dot + 1).toLowerCase()) ?? null);
  }

  /** The relationships of a part ("" for the package's own), read once; none when it has no .rels. */
  async relationships(part: string): Promise<Relationship[]> {
    const cached = this.relationshipCache.get(part);
    if (cached) return cached;
    const found: Relationship[] = [];
    this.relationshipCache.set(part, found);
    const path = this.find(relationshipsPath(part));
    if (!path) return found;
    await this.readXml(path, {
      open: (name, attributes) => {
        if (name !== "Relationship") return;
        const id = attribute(attributes, "Id") ?? "";
        const type = attribute(attributes, "Type") ?? "";
        const target = attribute(attributes, "Target") ?? "";
        const external = attribute(attributes, "TargetMode") === "External";
        const resolved = external ? target : resolveTarget(part, target);
        // Every .rels file is read within the reader's item cap.
        if (found.length < MAX_ITEMS) found.push({ id, type, target: resolved, external });
      },
    });
    return found;
  }

  /** The targets of a part's relationships of one type (its last word), as package paths. */
  async targets(part: string, type: string): Promise<string[]> {
    const relationships = await this.relationships(part);
    return relationships
      .filter((relationship) => !relationship.external && typeName(relationship.type) === type)
      .map((relationship) => relationship.target);
  }

  /**
   * Streams one XML part through `handler`. false when the part is absent or was not read to its end
   * (too large, unreadable, malformed, past the budget): that is added to the problems; the handler
   * keeps what it saw before.
   */
  async readXml(path: string, handler: XmlHandler): Promise<boolean> {
    const entry = this.find(path);
    if (!entry) return false;
    if (this.partsParsed >= MAX_PARTS_PARSED || this.bytesParsed >= MAX_TOTAL_BYTES) {
      this.problems.push({ kind: "budget-spent", path: entry });
      return false;
    }
    this.partsParsed++;
    const parser = xmlParser(handler);
    try {
      const read = await this.source.stream(entry, MAX_PART_BYTES, (chunk) => {
        this.bytesParsed += chunk.length;
        if (this.bytesParsed > MAX_TOTAL_BYTES) throw new BudgetSpent();
        parser.write(chunk);
      });
      if (!read) {
        this.problems.push({ kind: "part-unreadable", path: entry });
        return false;
      }
      parser.end();
      return true;
    } catch (error) {
      if (error instanceof XmlGivenUp) this.problems.push({ kind: error.reason, path: entry });
      else if (error instanceof EntryTooLarge) this.problems.push({ kind: "part-too-large", path: entry });
      else if (error instanceof BudgetSpent) this.problems.push({ kind: "budget-spent", path: entry });
      else throw error;
      return false;
    }
  }
}
