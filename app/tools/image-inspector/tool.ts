import { defineTool } from "../definition.ts";

export const imageInspector = defineTool({
  slug: "image-inspector",
  category: "analytics",
  icon: "ScanEye",
  status: "active",
  featured: true,
  namespace: "image_inspector",
  // The address field of media from a link (app/tools/media-from-link/); the place of its coordinate
  // (app/features/where/).
  readsNamespaces: ["media_from_link", "where"],
  routes: [{ path: "tools/image-inspector", file: "tools/image-inspector/screens/image-inspector-page.tsx" }],
  evidenceKinds: ["image-inspection", "image-forensics"],
});
