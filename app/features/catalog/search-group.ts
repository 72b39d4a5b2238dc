import type { SearchGroup } from "./types.ts";

/** A group's key and id: a category has two groups when it has working and coming-soon tools. */
export function groupKey(group: SearchGroup): string {
  return group.comingSoon ? `${group.category.slug}-soon` : group.category.slug;
}

/** A group's heading: its category, and for coming-soon tools' groups, that they are not ready. */
export function groupHeading(group: SearchGroup, comingSoon: string): string {
  return group.comingSoon ? `${group.category.name} · ${comingSoon}` : group.category.name;
}
