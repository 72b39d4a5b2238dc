import { defineTool } from "../definition.ts";

export const imageInspector = defineTool({
  slug: "image-inspector",
  category: "analytics",
  icon: "ScanEye",
  status: "active",
  featured: true,
  namespace: "image_inspector",
  routes: [{ path: "tools/image-inspector", file: "tools/image-inspector/screens/image-inspector-page.tsx" }],
  evidenceKinds: ["image-inspection", "image-forensics"],
});
