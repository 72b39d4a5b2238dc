import { defineTool } from "../definition.ts";

export const readabilityScore = defineTool({
  slug: "readability-score",
  category: "analytics",
  icon: "BookOpenCheck",
  status: "active",
  namespace: "readability_score",
  featured: false,
  routes: [
    { path: "tools/readability-score", file: "tools/readability-score/screens/readability-score-page.tsx" },
  ],
  evidenceKinds: ["readability"],
});
