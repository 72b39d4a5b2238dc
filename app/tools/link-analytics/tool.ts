import { defineTool } from "../definition.ts";

export const linkAnalytics = defineTool({
  slug: "link-analytics",
  category: "analytics",
  icon: "ChartLine",
  status: "active",
  namespace: "link_analytics",
  featured: true,
  routes: [
    { path: "tools/link-analytics", file: "tools/link-analytics/screens/link-analytics-page.tsx" },
    { path: "tools/link-analytics/:slug", file: "tools/link-analytics/screens/stats-page.tsx" },
  ],
  evidenceKinds: ["short-link"],
});
