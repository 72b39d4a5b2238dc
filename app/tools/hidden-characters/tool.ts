import { defineTool } from "../definition.ts";

export const hiddenCharacters = defineTool({
  slug: "hidden-characters",
  category: "text-tools",
  icon: "Eye",
  status: "active",
  featured: false,
  namespace: "hidden_characters",
  evidenceKinds: ["hidden-characters"],
  routes: [
    { path: "tools/hidden-characters", file: "tools/hidden-characters/screens/hidden-characters-page.tsx" },
  ],
});
