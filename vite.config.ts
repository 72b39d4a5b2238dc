import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Tesseract's language files keep their names (tesseract.js asks its langPath folder for
 * "eng.traineddata.gz"), all in one folder (a worker reading "vie+eng+fra" has one langPath), named by
 * the models' packages and versions instead of a hash: a new version is a new address, so the files
 * are still cached for good.
 */
const tessdataFolder = `tessdata-${createHash("sha256")
  .update(
    readdirSync("node_modules/@tesseract.js-data")
      .sort()
      .map((name) => {
        const { version } = JSON.parse(
          readFileSync(`node_modules/@tesseract.js-data/${name}/package.json`, "utf8"),
        );
        return `${name}@${version}`;
      })
      .join(" "),
  )
  .digest("hex")
  .slice(0, 10)}`;
/**
 * pdf.js asks one folder each for its character maps, standard fonts, colour profiles and WebAssembly
 * decoders, by their own names ("{cMapUrl}UniGB-UCS2-H.bcmap"): they keep them, in folders named by
 * pdf.js's version.
 */
const pdfjsFolder = `pdfjs-${JSON.parse(readFileSync("node_modules/pdfjs-dist/package.json", "utf8")).version}`;
const PDFJS_DATA = "node_modules/pdfjs-dist/";

function assetFileNames(asset: { names: string[]; originalFileNames: string[] }) {
  if (asset.names.some((name) => name.endsWith(".traineddata.gz"))) {
    return `assets/${tessdataFolder}/[name][extname]`;
  }
  const pdfjsData = asset.originalFileNames.find((name) => name.includes(PDFJS_DATA));
  if (pdfjsData) {
    const folder = pdfjsData.slice(pdfjsData.indexOf(PDFJS_DATA) + PDFJS_DATA.length).split("/")[0];
    return `assets/${pdfjsFolder}/${folder}/[name][extname]`;
  }
  return "assets/[name]-[hash][extname]";
}

const rolldownOptions = { output: { assetFileNames } };

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // SVG <use> cannot reference a data: URL, so the icon sprite must stay a file.
    // pdf.js fetches its data files by name from their folder, so none may be inlined either.
    assetsInlineLimit: (file) => (file.endsWith(".svg") || file.includes(PDFJS_DATA) ? false : undefined),
    rolldownOptions,
  },
  // Every worker is a module worker: as ES modules, a worker's rarely used parts (the video worker's
  // keyframe muxer, for HEVC only) stay in chunks of their own instead of being inlined into it.
  worker: { format: "es", rolldownOptions },
});
