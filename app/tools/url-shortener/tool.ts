import { defineTool } from "../definition.ts";

export const urlShortener = defineTool({
  slug: "url-shortener",
  category: "web-tools",
  icon: "Link",
  status: "active",
  featured: true,
  namespace: "url_shortener",
  routes: [
    { path: "tools/url-shortener", file: "routes/url-shortener.tsx" },
    { path: "s/:slug?", file: "routes/short-link.tsx", localized: false },
  ],
});
