import { defineTool } from "../definition.ts";

export const mediaFromLink = defineTool({
  slug: "media-from-link",
  category: "web-tools",
  icon: "ListVideo",
  status: "active",
  featured: false,
  namespace: "media_from_link",
  routes: [{ path: "tools/media-from-link", file: "tools/media-from-link/screens/media-from-link-page.tsx" }],
});
