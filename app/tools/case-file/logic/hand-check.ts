// The commands of the page "How to check a case bundle by hand" (/tools/case-file/bundles), word for word
// as docs/case-bundles.md gives them (hand-check.test.ts keeps the two the same). Commands are never
// translated: the page's texts say what each one does and what it prints.

/** One block of commands, for one kind of terminal. */
export interface CommandBlock {
  /** Where it runs: a POSIX shell (Linux, a Mac, Git Bash or WSL on Windows), or Windows PowerShell. */
  shell: "posix" | "powershell";
  lines: readonly string[];
}

const posix = (...lines: string[]): CommandBlock => ({ shell: "posix", lines });
const powershell = (...lines: string[]): CommandBlock => ({ shell: "powershell", lines });

/** A file's path in a bundle, as the examples name it: files/<position>-<the item id's first 8>/<name>. */
export const EXAMPLE_FILE = "files/01-3f2a9c1b/photo.jpg";

export const HAND_CHECK = {
  unzip: [
    posix("mkdir case && cd case && unzip -q ../case.zip"),
    powershell("Expand-Archive case.zip -DestinationPath case; cd case"),
  ],
  hashOne: [
    posix(`sha256sum ${EXAMPLE_FILE}`),
    powershell(`(Get-FileHash -Algorithm SHA256 -LiteralPath ${EXAMPLE_FILE}).Hash`),
  ],
  hashAll: [
    posix(
      `node -e 'const m=require("./manifest.json");for(const i of m.items)for(const f of i.files)console.log(f.sha256+"  "+f.file);for(const r of m.reports)console.log(r.sha256+"  "+r.file)' > SHA256SUMS`,
      "sha256sum -c SHA256SUMS",
    ),
    powershell(
      "$m = Get-Content -Raw -Encoding UTF8 manifest.json | ConvertFrom-Json",
      "$list = @($m.reports) + @($m.items | ForEach-Object { $_.files })",
      "foreach ($f in $list) {",
      "  $h = (Get-FileHash -Algorithm SHA256 -LiteralPath $f.file).Hash",
      '  if ($h -eq $f.sha256) { "OK      $($f.file)" } else { "FAILED  $($f.file)" }',
      "}",
    ),
  ],
  signature: [
    posix(
      `node -e 'const s=require("./signature.json");const k=require("crypto").createPublicKey({key:s.publicKey,format:"jwk"});process.stdout.write(k.export({type:"spki",format:"pem"}))' > signer.pem`,
      `node -e 'process.stdout.write(Buffer.from(require("./signature.json").signature,"base64"))' > manifest.sig`,
      "openssl pkeyutl -verify -pubin -inkey signer.pem -rawin -in manifest.json -sigfile manifest.sig",
    ),
  ],
  fingerprint: [
    posix(
      "openssl pkey -pubin -in signer.pem -outform DER | tail -c 32 | sha256sum | cut -c1-32 | sed 's/..../& /g'",
    ),
  ],
  siteStamp: [
    posix(
      "sha256sum manifest.json",
      "node -e '",
      'const c=require("crypto"),t=require("./timestamp.json");',
      'const canon=v=>v===null||typeof v!=="object"?JSON.stringify(v):Array.isArray(v)?"["+v.map(canon).join(",")+"]":"{"+Object.keys(v).sort().map(k=>JSON.stringify(k)+":"+canon(v[k])).join(",")+"}";',
      'const key=c.createPublicKey({key:t.publicKey,format:"jwk"});',
      `console.log(c.verify(null,Buffer.from(canon(t.statement)),key,Buffer.from(t.signature,"base64"))?"time stamp valid":"time stamp INVALID");'`,
    ),
  ],
  authority: [
    posix(
      "openssl ts -reply -in timestamps/freetsa.org.tsr -text | grep 'Time stamp:'",
      "openssl ts -verify -data manifest.json -in timestamps/freetsa.org.tsr \\",
      "  -CAfile freetsa-root.pem -untrusted timestamps/freetsa.org.pem",
    ),
  ],
} as const satisfies Record<string, readonly CommandBlock[]>;

/** What a step prints when all is well, as the tool prints it (never translated). */
export const EXPECTED_OUTPUT = {
  hashAll: "OK",
  signature: "Signature Verified Successfully",
  siteStamp: "time stamp valid",
  authority: "Verification: OK",
} as const;

/** A block's text as one pastes it into a terminal. */
export function commandText(block: CommandBlock): string {
  return block.lines.join("\n");
}
