import { defineTool } from "../definition.ts";

export const textFromImage = defineTool({
  slug: "text-from-image",
  category: "text-tools",
  icon: "ScanText",
  status: "active",
  featured: false,
  namespace: "text_from_image",
  routes: [{ path: "tools/text-from-image", file: "tools/text-from-image/screens/text-from-image-page.tsx" }],
  evidenceKinds: ["text-from-image"],
});
