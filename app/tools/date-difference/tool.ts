import { defineTool } from "../definition.ts";

export const dateDifference = defineTool({
  slug: "date-difference",
  category: "time-tools",
  icon: "CalendarDays",
  status: "active",
  namespace: "date_difference",
  featured: false,
  routes: [{ path: "tools/date-difference", file: "tools/date-difference/screens/date-difference-page.tsx" }],
});
