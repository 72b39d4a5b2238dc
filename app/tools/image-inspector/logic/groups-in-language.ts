import type { TFunction } from "../../../i18n/translator.ts";
import type { MetadataGroup } from "./groups.ts";
import { measureText } from "./measures.ts";
import { citesCode, valueKeys } from "./value-names.ts";

/**
 * The groups with each listed value and each measure in the reader's language, so that the table and its
 * search agree.
 */
export function groupsInLanguage(
  groups: readonly MetadataGroup[],
  t: TFunction,
  lang: string,
): MetadataGroup[] {
  return groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => {
      if (row.code === undefined) return row;
      const measure =
        typeof row.code === "number" ? measureText(group.id, row.name, row.code, lang) : undefined;
      if (measure !== undefined) return { ...row, value: measure };
      const keys = valueKeys(group.id, row.name, row.code);
      if (keys.length === 0) return row;
      const words = keys.map((key) => t(`image_inspector:values.${key}`)).join(", ");
      return { ...row, value: citesCode(group.id, row.name) ? `${words} (${row.code})` : words };
    }),
  }));
}
