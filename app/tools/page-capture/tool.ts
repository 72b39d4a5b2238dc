import { defineTool } from "../definition.ts";

export const pageCapture = defineTool({
  slug: "page-capture",
  category: "web-tools",
  icon: "Archive",
  status: "active",
  featured: false,
  namespace: "page_capture",
  routes: [{ path: "tools/page-capture", file: "tools/page-capture/screens/page-capture-page.tsx" }],
  evidenceKinds: ["page-capture", "web-archive"],
});
