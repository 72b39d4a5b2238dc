import { defineTool } from "../definition.ts";

export const caseFile = defineTool({
  slug: "case-file",
  category: "planning",
  icon: "BookOpenCheck",
  status: "active",
  featured: false,
  namespace: "case_file",
  routes: [
    { path: "tools/case-file", file: "tools/case-file/screens/case-file-page.tsx" },
    { path: "tools/case-file/verify", file: "tools/case-file/screens/verify-page.tsx" },
    { path: "tools/case-file/bundles", file: "tools/case-file/screens/bundles-page.tsx" },
  ],
  // How to check a bundle by hand, for whoever receives one: found by search, listed in the sitemap.
  pages: [{ slug: "case-file/bundles", icon: "list-checks", textKey: "bundles" }],
  evidenceKinds: ["note"],
  showsEvidenceKinds: true,
});
