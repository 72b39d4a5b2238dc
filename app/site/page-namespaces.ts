import { matchPath } from "react-router";
import { splitLanguagePrefix } from "../i18n/paths.ts";
import { EVIDENCE_KINDS_NAMESPACE } from "../tools/definition.ts";
import { EVIDENCE_SUMMARIES_NAMESPACE } from "../tools/evidence-summary.ts";
import { TOOLS } from "../tools/registry.ts";

/**
 * The text namespaces a page needs beyond "common", by path (without language prefix). Only these are
 * sent with the page, so a visitor of the home page does not download the legal texts. A tool's screens
 * need its own namespace (app/tools/), and the labels and summary texts of every tool's evidence kinds if
 * it shows them.
 */
const PAGE_NAMESPACES: ReadonlyArray<readonly [string, ...string[]]> = [
  ["/about", "about"],
  ["/help", "help"],
  ["/terms", "legal"],
  ["/privacy", "legal"],
  ["/settings", "settings"],
  ...TOOLS.flatMap(({ namespace, routes, readsNamespaces = [], showsEvidenceKinds }) =>
    namespace === undefined
      ? []
      : routes.map(
          (route) =>
            [
              `/${route.path}`,
              namespace,
              ...readsNamespaces,
              ...(showsEvidenceKinds ? [EVIDENCE_KINDS_NAMESPACE, EVIDENCE_SUMMARIES_NAMESPACE] : []),
            ] as const,
        ),
  ),
];

/** Every namespace the page at `pathname` reads, "common" first. */
export function namespacesForPath(pathname: string): string[] {
  const { path } = splitLanguagePrefix(pathname);
  const found = PAGE_NAMESPACES.find(([pattern]) => matchPath(pattern, path) !== null);
  return found === undefined ? ["common"] : ["common", ...found.slice(1)];
}
