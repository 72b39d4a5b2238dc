import type { TFunction } from "../../../i18n/translator.ts";
import type { MetadataGroup } from "./groups.ts";
import { valueKeys } from "./value-names.ts";

/** The groups with each listed value in the reader's language, so that the table and its search agree. */
export function groupsInLanguage(groups: readonly MetadataGroup[], t: TFunction): MetadataGroup[] {
  return groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => {
      if (row.code === undefined) return row;
      const parts = valueKeys(row.name, row.code).map((key) => t(`image_inspector:values.${key}`));
      return { ...row, value: parts.join(", ") };
    }),
  }));
}
