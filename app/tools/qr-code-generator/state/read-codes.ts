type Reader = typeof import("zxing-wasm/reader");

let reader: Promise<Reader> | null = null;

/**
 * The ZXing reader, loaded on first use with its WebAssembly from this site: Vite emits the package's
 * .wasm as a hashed file under /assets/ and `locateFile` points the module there, instead of the
 * package's default, a CDN (decision 017).
 */
function loadReader(): Promise<Reader> {
  reader ??= Promise.all([
    import("zxing-wasm/reader"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]).then(
    ([zxing, wasm]) => {
      zxing.prepareZXingModule({
        overrides: {
          locateFile: (file: string, prefix: string) =>
            file.endsWith(".wasm") ? wasm.default : prefix + file,
        },
      });
      return zxing;
    },
    (error: unknown) => {
      reader = null;
      throw error;
    },
  );
  return reader;
}

/**
 * The texts of the QR codes in an image file (any format the browser's image decoder and ZXing read:
 * PNG, JPEG, GIF, BMP…) or in a camera frame, in reading order. An image with none gives [].
 */
export async function readQrCodes(image: Blob | ImageData): Promise<string[]> {
  const { readBarcodes } = await loadReader();
  const results = await readBarcodes(image, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 8 });
  return [...new Set(results.filter((result) => result.isValid).map((result) => result.text))];
}

/** Starts loading the reader's script before it is needed; its WebAssembly (300 KB compressed) waits for the first image. */
export function preloadReader(): void {
  loadReader().catch(() => {});
}
