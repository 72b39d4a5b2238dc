import { defineTool } from "../definition.ts";

export const timeZoneConverter = defineTool({
  slug: "time-zone-converter",
  category: "time-tools",
  icon: "Clock",
  status: "coming-soon",
  namespace: "time_zone_converter",
  featured: false,
  routes: [],
});
