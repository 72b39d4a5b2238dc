import { useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import { filterGroups, groupsAsJson, type MetadataGroup, type MetadataRow } from "../logic/groups.ts";
import { groupsInLanguage } from "../logic/groups-in-language.ts";

/** Every group in full, one table each, filtered by a search box; copyable as JSON. */
export function MetadataTable({ groups }: { groups: readonly MetadataGroup[] }) {
  const { t, i18n } = useTranslation("image_inspector");
  const [query, setQuery] = useState("");
  const said = useMemo(() => groupsInLanguage(groups, t, i18n.language), [groups, t, i18n.language]);
  const shown = useMemo(() => filterGroups(said, query), [said, query]);
  const { copied, copy } = useCopy();
  return (
    <section aria-labelledby="metadata-heading" className="mt-8">
      <h2 id="metadata-heading" className="mb-3 text-xl font-semibold">
        {t("metadata.heading")}
      </h2>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1">
          <label htmlFor="metadata-search" className="text-sm font-medium">
            {t("metadata.search")}
          </label>
          <input
            id="metadata-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={fieldBox("compact")}
          />
        </div>
        <Button variant="outline" onClick={() => copy(JSON.stringify(groupsAsJson(shown), null, 2))}>
          <Icon name={copied ? "check" : "copy"} />
          {copied ? t("metadata.copied") : t("metadata.copyJson")}
        </Button>
      </div>
      {shown.length === 0 && <p className="text-muted-foreground">{t("metadata.none")}</p>}
      <div className="grid gap-4">
        {shown.map((group) => (
          <details key={group.id} open className="rounded-lg border bg-card" data-group={group.id}>
            <summary className="cursor-pointer px-4 py-2 font-semibold">
              {group.id}{" "}
              <span className="font-normal text-muted-foreground">
                ({t("metadata.count", { count: group.rows.length })})
              </span>
            </summary>
            <div className="border-t px-4 pb-2">
              <DataTable<MetadataRow>
                caption={group.id}
                fixed
                rows={group.rows}
                rowKey={(row) => row.name}
                columns={[
                  {
                    header: t("metadata.name"),
                    width: "w-2/5",
                    className: "font-mono [overflow-wrap:anywhere]",
                    cell: (row) => row.name,
                  },
                  {
                    header: t("metadata.value"),
                    className: "[overflow-wrap:anywhere]",
                    cell: (row) => row.value,
                  },
                ]}
              />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
