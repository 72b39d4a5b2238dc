import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // SVG <use> cannot reference a data: URL, so the icon sprite must stay a file.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
  },
});
