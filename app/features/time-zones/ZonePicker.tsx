import { useEffect, useId, useMemo, useState } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { Combobox } from "#app/ui/Combobox.tsx";
import { cn } from "#app/ui/cn.ts";
import { zoneLabel } from "./logic/city-names.ts";
import type { searchZones, ZoneEntry, ZoneMatch } from "./logic/zone-catalog.ts";
import { zoneOffset } from "./logic/zone-offset.ts";

// The zone catalogue (countries-and-timezones' data, ~10 KB gzip) is fetched the first time a picker
// is used, not with the page: most visitors of a shared link only read the answer.
const catalogs = new Map<Language, Promise<ZoneEntry[]>>();
function loadCatalog(lang: Language) {
  let catalog = catalogs.get(lang);
  if (!catalog) {
    catalog = import("./logic/zone-catalog.ts").then((module) => module.buildZoneCatalog(lang));
    catalogs.set(lang, catalog);
  }
  return catalog;
}

export interface ZonePickerTexts {
  label: string;
  placeholder: string;
  /** Read when the search finds no zone. */
  noMatch: string;
}

/**
 * A time zone combobox (`app/ui/Combobox.tsx`): type a city, a country or an IANA id in the page's
 * language, pick with arrows and Enter or a click. `value` is the chosen zone, shown by its city; the
 * picker shows `value` back as typed when it is not a known zone, so a bad address is not lost.
 */
export function ZonePicker({
  lang,
  value,
  onPick,
  texts,
  clearOnPick = false,
  onClear,
  error,
  hint,
  className,
}: {
  lang: Language;
  value: string;
  onPick: (zone: string) => void;
  texts: ZonePickerTexts;
  /** For "add a zone": the field empties after each pick. */
  clearOnPick?: boolean;
  /** For an optional zone: called when the field is emptied. */
  onClear?: () => void;
  /** A message shown beside the field (an unknown zone). */
  error?: string;
  /** A line under the field saying what the zone is used for. */
  hint?: string;
  className?: string;
}) {
  const id = useId();
  const shown = value ? (value.includes("/") || value === "UTC" ? zoneLabel(value, lang) : value) : "";
  const [query, setQuery] = useState(shown);
  const [catalog, setCatalog] = useState<{ entries: ZoneEntry[]; search: typeof searchZones } | null>(null);

  useEffect(() => setQuery(shown), [shown]);

  const ensureCatalog = () => {
    if (catalog) return;
    void Promise.all([loadCatalog(lang), import("./logic/zone-catalog.ts")]).then(([entries, module]) =>
      setCatalog({ entries, search: module.searchZones }),
    );
  };

  const matches: ZoneMatch[] = useMemo(
    () => (catalog ? catalog.search(catalog.entries, query) : []),
    [catalog, query],
  );

  const pick = (zone: string) => {
    setQuery(clearOnPick ? "" : zoneLabel(zone, lang));
    onPick(zone);
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("relative grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {texts.label}
      </label>
      <Combobox
        id={id}
        label={texts.label}
        placeholder={texts.placeholder}
        value={query}
        options={matches}
        optionKey={({ entry }) => entry.id}
        onPick={({ entry }) => pick(entry.id)}
        onText={(text) => {
          setQuery(text);
          if (text === "" && value) onClear?.();
          ensureCatalog();
        }}
        onFocus={(event) => {
          ensureCatalog();
          event.currentTarget.select();
        }}
        available={query.trim() !== "" && catalog !== null}
        empty={<p className="px-3 py-2 text-sm text-muted-foreground">{texts.noMatch}</p>}
        invalid={Boolean(error)}
        describedBy={describedBy}
        renderOption={({ entry, via }) => (
          <>
            <span>
              {via && <span className="font-medium">{via} → </span>}
              <span className="font-medium">{entry.city}</span>
              {entry.countries.length > 0 && <span> · {entry.countries.join(", ")}</span>}
            </span>
            <span className="text-xs text-muted-foreground">
              {entry.id} · UTC{zoneOffset(entry.id, Date.now())}
            </span>
          </>
        )}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
