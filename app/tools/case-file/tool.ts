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
  ],
  evidenceKinds: ["note"],
  showsEvidenceKinds: true,
});
