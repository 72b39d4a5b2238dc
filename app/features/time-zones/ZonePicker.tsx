import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { Language } from "../../i18n/languages.ts";
import { cn } from "../../ui/cn.ts";
import { fieldBox } from "../../ui/field-box.ts";
import { Icon } from "../../ui/icon.tsx";
import { zoneLabel } from "./logic/city-names.ts";
import type { ZoneEntry, ZoneMatch } from "./logic/zone-catalog.ts";
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
 * A time zone combobox (WAI-ARIA 1.2 pattern): type a city, a country or an IANA id in the page's
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
  const [open, setOpen] = useState(false);
  const [catalog, setCatalog] = useState<ZoneEntry[] | null>(null);
  const [matches, setMatches] = useState<ZoneMatch[]>([]);
  const [active, setActive] = useState(0);
  const search = useRef<typeof import("./logic/zone-catalog.ts").searchZones | null>(null);

  useEffect(() => setQuery(shown), [shown]);

  const ensureCatalog = () => {
    if (catalog) return;
    void Promise.all([loadCatalog(lang), import("./logic/zone-catalog.ts")]).then(([entries, module]) => {
      search.current = module.searchZones;
      setCatalog(entries);
    });
  };

  useEffect(() => {
    if (!catalog || !search.current || !open) return;
    setMatches(search.current(catalog, query));
    setActive(0);
  }, [catalog, query, open]);

  const pick = (zone: string) => {
    setOpen(false);
    setQuery(clearOnPick ? "" : zoneLabel(zone, lang));
    onPick(zone);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (matches.length) {
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current + step + matches.length) % matches.length);
      }
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const chosen = matches[active];
      if (chosen) pick(chosen.entry.id);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;
  const expanded = open && query.trim() !== "" && catalog !== null;
  const popup = useRef<HTMLDivElement>(null);
  // A picker low on a phone's screen would open its list below the fold.
  useEffect(() => {
    if (expanded) popup.current?.scrollIntoView?.({ block: "nearest" });
  }, [expanded]);
  return (
    <div className={cn("relative grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {texts.label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && matches[active] ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={texts.placeholder}
          value={query}
          onFocus={(event) => {
            ensureCatalog();
            event.currentTarget.select();
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            if (event.target.value === "" && value) onClear?.();
            setOpen(true);
            ensureCatalog();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(fieldBox(), "pl-9", error && "border-destructive")}
        />
      </div>
      <div
        ref={popup}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-auto rounded-md border bg-card p-1 text-card-foreground shadow-lg"
      >
        {matches.length === 0 && <p className="px-3 py-2 text-sm text-muted-foreground">{texts.noMatch}</p>}
        <div id={listId} role="listbox" aria-label={texts.label}>
          {matches.map(({ entry, via }, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the options from the input (aria-activedescendant).
            <div
              key={entry.id}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // The input keeps the focus: its blur would close the list before the click lands.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(entry.id)}
              onPointerMove={() => setActive(index)}
              className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 rounded px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
            >
              <span>
                {via && <span className="font-medium">{via} → </span>}
                <span className="font-medium">{entry.city}</span>
                {entry.countries.length > 0 && <span> · {entry.countries.join(", ")}</span>}
              </span>
              <span className="text-xs text-muted-foreground">
                {entry.id} · UTC{zoneOffset(entry.id, Date.now())}
              </span>
            </div>
          ))}
        </div>
      </div>
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
