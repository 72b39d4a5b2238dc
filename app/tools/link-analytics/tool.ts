import { defineTool } from "../definition.ts";

export const linkAnalytics = defineTool({
  slug: "link-analytics",
  category: "analytics",
  icon: "ChartLine",
  status: "coming-soon",
  namespace: "link_analytics",
  featured: true,
  routes: [],
});
