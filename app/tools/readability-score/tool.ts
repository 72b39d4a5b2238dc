import { defineTool } from "../definition.ts";

export const readabilityScore = defineTool({
  slug: "readability-score",
  category: "analytics",
  icon: "BookOpenCheck",
  status: "coming-soon",
  namespace: "readability_score",
  featured: false,
  routes: [],
});
