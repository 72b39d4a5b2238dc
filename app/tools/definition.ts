import type { CategorySlug } from "./categories.ts";

/** A screen of a tool: its path without a language prefix and its route module, relative to app/. */
export interface ToolRoute {
  path: string;
  file: string;
  /** Served bare and under /en, /fr and /vi (the default); false for paths such as /s/{slug}. */
  localized?: boolean;
}

/** A page of a tool beyond its own (one of the ten text tools), listed in the sitemap and in search. */
export interface ToolPage {
  /** Its path under /tools/, e.g. "text-tools/counter". */
  slug: string;
  /** A sprite icon name (app/ui/icon-names.ts). */
  icon: string;
  /** Where its name and description are in the tool's namespace: `${textKey}.name`, `.description`. */
  textKey: string;
}

/**
 * What a tool is, in one place: the catalogue seed, the route table, the search index, the sitemap and
 * the texts each page loads are all derived from these (app/tools/registry.ts lists them). Kept free of
 * texts, so the few pages that need the list in the browser do not carry every tool's name.
 */
export interface ToolDefinition {
  /** Its catalogue slug; its page is /tools/{slug}. */
  slug: string;
  category: CategorySlug;
  /** A lucide icon name in PascalCase, as the catalogue stores it (e.g. "Link"). */
  icon: string;
  /** Coming-soon tools are listed, with a page saying so, but cannot be used yet. */
  status: "active" | "coming-soon";
  /** Shown on the home page (four tools are). */
  featured: boolean;
  /**
   * Its translation namespace: its folder's locales/{en,fr,vi}.json, sent with its screens. Its
   * catalogue name and description are there under "catalog".
   */
  namespace: string;
  routes: readonly ToolRoute[];
  pages?: readonly ToolPage[];
  /**
   * The kinds of evidence its "Add to case" buttons make (the case file's `Evidence.kind`), in
   * lowercase kebab-case, each declared once (by one tool or feature). Each one's label is
   * `evidenceKinds.<kind>` in its namespace: what the case file, its verify page and its reports call an
   * item of that kind.
   */
  evidenceKinds?: readonly string[];
  /**
   * Other tools' namespaces its pages read too: a part of another tool it shows (the media-from-link
   * address field in the inspectors).
   */
  readsNamespaces?: readonly string[];
  /**
   * Its pages name items of any tool's kinds (the case file's): every tool's evidence-kind labels are sent
   * with them, as the namespace EVIDENCE_KINDS_NAMESPACE.
   */
  showsEvidenceKinds?: boolean;
}

/**
 * What declares kinds of evidence: a tool, or a shared feature whose panel several tools' pages show
 * (app/features/{namespace}/: the where layer's placed coordinate). Each kind is declared by one only,
 * labelled under `evidenceKinds.<kind>` and summarised under `evidenceSummaries.<kind>` in its namespace.
 */
export interface EvidenceSource {
  namespace: string;
  evidenceKinds?: readonly string[];
}

/**
 * The texts that name every kind of evidence, `{ kind: label }` in the page's language: made by the site
 * (app/site/) from each tool's `evidenceKinds.<kind>` texts, for the pages of a tool with
 * `showsEvidenceKinds`.
 */
export const EVIDENCE_KINDS_NAMESPACE = "evidence_kinds";

/**
 * The kinds of evidence the tools and features declare, as its keys: app/tools/registry.ts fills it from
 * the definitions it lists (`declare module`), so the case file knows the kinds without knowing the tools.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by app/tools/registry.ts
export interface DeclaredEvidenceKinds {}

/**
 * A kind of evidence some listed tool or feature declares: what "Add to case" takes, so a wrong kind does
 * not compile.
 */
export type EvidenceKind = Extract<keyof DeclaredEvidenceKinds, string>;

/** Declares a tool; the identity function that gives the declaration its type. */
export function defineTool<const T extends ToolDefinition>(tool: T): T {
  return tool;
}
