import { defineTool } from "../definition.ts";

export const sunPosition = defineTool({
  slug: "sun-position",
  category: "time-tools",
  icon: "Sun",
  status: "active",
  featured: false,
  namespace: "sun_position",
  // The place on the world map, in words (app/features/where/).
  readsNamespaces: ["where"],
  routes: [{ path: "tools/sun-position", file: "tools/sun-position/screens/sun-position-page.tsx" }],
  evidenceKinds: ["sun-position", "shadow-band"],
});
