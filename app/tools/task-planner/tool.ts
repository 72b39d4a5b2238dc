import { defineTool } from "../definition.ts";

export const taskPlanner = defineTool({
  slug: "task-planner",
  category: "planning",
  icon: "ListChecks",
  status: "coming-soon",
  namespace: "task_planner",
  featured: false,
  routes: [],
});
