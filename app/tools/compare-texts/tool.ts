import { defineTool } from "../definition.ts";

export const compareTexts = defineTool({
  slug: "compare-texts",
  category: "text-tools",
  icon: "ArrowLeftRight",
  status: "active",
  featured: false,
  namespace: "compare_texts",
  evidenceKinds: ["text-comparison"],
  routes: [{ path: "tools/compare-texts", file: "tools/compare-texts/screens/compare-texts-page.tsx" }],
});
