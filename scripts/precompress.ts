// Writes .br and .gz siblings of the client build's text files and WebAssembly (which shrinks by half or
// more), so the server sends them without compressing on every request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// WebAssembly too: the QR reader's and the C2PA reader's modules shrink to about a third.
const TEXT = /\.(js|css|svg|json|txt|html|webmanifest|wasm)$/;
const MIN_BYTES = 1024;
const LARGE_BYTES = 1024 * 1024;

const root = path.resolve(process.argv[2] ?? "build/client");
let written = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  await writeFile(
    `${file}.br`,
    // Brotli's best quality takes tens of seconds on megabytes; a notch below is nearly as small.
    await brotli(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: content.length > LARGE_BYTES ? 9 : 11 },
    }),
  );
  await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
  written++;
}
console.log(`precompressed ${written} files in ${path.relative(process.cwd(), root)}`);
