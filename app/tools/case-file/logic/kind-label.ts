import { EVIDENCE_KINDS_NAMESPACE } from "#app/tools/definition.ts";

/**
 * What an item's kind is called: the label the tool that declares the kind gives it (app/site/ sends
 * every tool's with the case file's pages, as EVIDENCE_KINDS_NAMESPACE). A kind no tool declares, from a
 * bundle made by a newer version for one, is shown as written.
 */
export function kindLabel(
  t: (key: string, options: { defaultValue: string }) => string,
  kind: string,
): string {
  return t(`${EVIDENCE_KINDS_NAMESPACE}:${kind}`, { defaultValue: kind });
}
