import { defineTool } from "../definition.ts";

export const dateDifference = defineTool({
  slug: "date-difference",
  category: "time-tools",
  icon: "CalendarDays",
  status: "coming-soon",
  namespace: "date_difference",
  featured: false,
  routes: [],
});
