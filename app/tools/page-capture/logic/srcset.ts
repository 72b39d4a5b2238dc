// srcset as the HTML standard parses it ("a.jpg 1x, data:image/png;base64,AAA= 2x"): an address may hold
// commas, so it is read character by character, not split (and not with a regular expression).

/** One image of a srcset: its address and its descriptor ("2x", "640w"; empty when none). */
export interface SrcsetCandidate {
  url: string;
  descriptor: string;
}

const isSpace = (char: string | undefined) =>
  char === " " || char === "\t" || char === "\n" || char === "\r" || char === "\f";

/** The candidates of a srcset value, in order. */
export function parseSrcset(value: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let at = 0;
  while (at < value.length) {
    while (at < value.length && (isSpace(value[at]) || value[at] === ",")) at++;
    const urlStart = at;
    while (at < value.length && !isSpace(value[at])) at++;
    let url = value.slice(urlStart, at);
    if (url === "") break;
    if (url.endsWith(",")) {
      // "a.jpg," ends its candidate: commas after an address close it, without a descriptor.
      let end = url.length;
      while (end > 0 && url[end - 1] === ",") end--;
      candidates.push({ url: url.slice(0, end), descriptor: "" });
      continue;
    }
    const descriptorStart = at;
    let depth = 0;
    while (at < value.length && (value[at] !== "," || depth > 0)) {
      if (value[at] === "(") depth++;
      else if (value[at] === ")" && depth > 0) depth--;
      at++;
    }
    url = url.trim();
    candidates.push({ url, descriptor: value.slice(descriptorStart, at).trim() });
    at++;
  }
  return candidates.filter((candidate) => candidate.url !== "");
}

export function formatSrcset(candidates: readonly SrcsetCandidate[]): string {
  return candidates
    .map((candidate) => (candidate.descriptor ? `${candidate.url} ${candidate.descriptor}` : candidate.url))
    .join(", ");
}
