import type { TFunction } from "#app/i18n/translator.ts";
import type { MetadataGroup } from "./groups.ts";
import { measureReference, measureText } from "./measures.ts";
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
        typeof row.code === "number"
          ? measureText(group.id, row.name, row.code, lang, t, referenceCode(group, row.name))
          : undefined;
      if (measure !== undefined) return { ...row, value: measure };
      const keys = valueKeys(group.id, row.name, row.code);
      if (keys.length === 0) return row;
      const words = keys.map((key) => t(`image_inspector:values.${key}`)).join(", ");
      return { ...row, value: citesCode(group.id, row.name) ? `${words} (${row.code})` : words };
    }),
  }));
}

/** What the file stores in the tag that completes a measure (GPSImgDirectionRef's "M"), if it has one. */
function referenceCode(group: MetadataGroup, name: string) {
  const reference = measureReference(group.id, name);
  return reference === undefined ? undefined : group.rows.find((row) => row.name === reference)?.code;
}
