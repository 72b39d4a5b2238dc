import { defineTool } from "../definition.ts";

export const timeZoneConverter = defineTool({
  slug: "time-zone-converter",
  category: "time-tools",
  icon: "Clock",
  status: "active",
  namespace: "time_zone_converter",
  featured: false,
  routes: [
    {
      path: "tools/time-zone-converter",
      file: "tools/time-zone-converter/screens/time-zone-converter-page.tsx",
    },
  ],
  evidenceKinds: ["time-conversion"],
});
