import { Fragment } from "react";

/**
 * What the hand check's sentences name and a reader types as it is (file names, commands, fields), never
 * translated: shown as code. Each is short, so it is kept on one line.
 */
const LITERALS = [
  "manifest.json",
  "signature.json",
  "timestamp.json",
  "report.html",
  "report.md",
  "case.zip",
  "shasum -a 256",
  "sha256sum",
  "Get-FileHash",
  "openssl version",
  "-attime",
  "publicKey",
  "exportedAt",
  "addedAt",
  "sha256",
  "freetsa-root.pem",
  "freetsa.org",
  "FAILED",
  "timestamps",
  ".tsr",
  ".pem",
];
/** Names a line must not break inside (at their hyphen or space). */
const UNBROKEN = ["SHA-256", "RFC 3161"];

const escapeForPattern = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Longest first, so "sha256sum" is not read as "sha256"; whole words only, so "sha256" is not found
// inside "SHA256SUMS".
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}._-])(${[...LITERALS, ...UNBROKEN]
    .sort((a, b) => b.length - a.length)
    .map(escapeForPattern)
    .join("|")})(?![\\p{L}\\p{N}_-])`,
  "gu",
);

/** A sentence of the hand check, its literals as code and its names unbroken. */
export function ProseText({ text }: { text: string }) {
  // split with one capturing group: the odd parts are the matches.
  return text.split(PATTERN).map((part, index) => {
    const key = `${index}-${part}`;
    if (index % 2 === 0) return <Fragment key={key}>{part}</Fragment>;
    if (UNBROKEN.includes(part))
      return (
        <span key={key} className="whitespace-nowrap">
          {part}
        </span>
      );
    return (
      <code key={key} className="whitespace-nowrap font-mono text-[0.875em] font-medium">
        {part}
      </code>
    );
  });
}
