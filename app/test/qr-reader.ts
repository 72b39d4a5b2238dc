import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

// In Node the reader's WebAssembly comes from the package's own file, handed over as bytes: the browser's
// way (a URL the site serves, state/read-codes.ts of the QR tool) needs a server.
const wasmFile = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmFile).buffer as ArrayBuffer } });

/** The texts of the QR codes in an image file's bytes or in an RGBA bitmap, as the site's reader finds them. */
export async function readQrTexts(
  image: Uint8Array | { width: number; height: number; data: Uint8ClampedArray },
): Promise<string[]> {
  const input = image instanceof Uint8Array ? new Blob([new Uint8Array(image)]) : (image as ImageData);
  const results = await readBarcodes(input, { formats: ["QRCode"], maxNumberOfSymbols: 8 });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
