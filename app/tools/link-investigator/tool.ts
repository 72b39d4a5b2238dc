import { defineTool } from "../definition.ts";

export const linkInvestigator = defineTool({
  slug: "link-investigator",
  category: "web-tools",
  icon: "ScanSearch",
  status: "active",
  featured: true,
  namespace: "link_investigator",
  routes: [
    { path: "tools/link-investigator", file: "tools/link-investigator/screens/link-investigator-page.tsx" },
  ],
  evidenceKinds: ["link-investigation"],
});
