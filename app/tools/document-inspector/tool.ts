import { defineTool } from "../definition.ts";

export const documentInspector = defineTool({
  slug: "document-inspector",
  category: "analytics",
  icon: "FileSearch",
  status: "active",
  featured: false,
  namespace: "document_inspector",
  evidenceKinds: ["document"],
  routes: [
    {
      path: "tools/document-inspector",
      file: "tools/document-inspector/screens/document-inspector-page.tsx",
    },
  ],
});
