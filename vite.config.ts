import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Tesseract's language files keep their names (tesseract.js asks its langPath folder for
 * "eng.traineddata.gz"): each goes in a folder named by its hash instead, so it is still cached for good.
 */
const assetFileNames = (asset: { names: string[] }) =>
  asset.names.some((name) => name.endsWith(".traineddata.gz"))
    ? "assets/tessdata-[hash]/[name][extname]"
    : "assets/[name]-[hash][extname]";

const rolldownOptions = { output: { assetFileNames } };

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // SVG <use> cannot reference a data: URL, so the icon sprite must stay a file.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
    rolldownOptions,
  },
  // Every worker is a module worker: as ES modules, a worker's rarely used parts (the video worker's
  // keyframe muxer, for HEVC only) stay in chunks of their own instead of being inlined into it.
  worker: { format: "es", rolldownOptions },
});
