import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Language } from "../../../i18n/languages.ts";
import { cn } from "../../../ui/cn.ts";
import { fieldBox } from "../../../ui/field-box.ts";
import { Icon } from "../../../ui/icon.tsx";
import { formatCoordinates } from "../logic/coordinates.ts";
import type { PlaceInput } from "../logic/place-input.ts";
import { type Place, type PlaceMatch, searchPlaces } from "../logic/places.ts";
import { loadPlaces } from "../state/places.ts";

export interface PlaceFieldTexts {
  label: string;
  placeholder: string;
  hint: string;
  /** Said at the field when a name matches no place of the list. */
  noMatch: string;
  loading: string;
  /** Said at the field when the list could not be fetched. */
  failed: string;
  /** The list's source and licence, under its options. */
  source: string;
}

/**
 * The place: coordinates as typed or pasted, or a city found by its name in any of the three languages
 * (a combobox, WAI-ARIA 1.2, as the zone picker: arrows and Enter, or a click). The list of places is
 * fetched only once a name is typed.
 */
export function PlaceField({
  lang,
  text,
  input,
  chosen,
  onText,
  onPick,
  error,
  chosenHint,
  texts,
}: {
  lang: Language;
  text: string;
  /** What `text` holds (read by the caller, which also computes the sun from it). */
  input: PlaceInput;
  /** The text is the name of a place picked from the list. */
  chosen: boolean;
  onText: (text: string) => void;
  onPick: (label: string, place: Place) => void;
  /** What is wrong with typed coordinates. */
  error?: string;
  /** A line under the field once a place is picked (its coordinates). */
  chosenHint?: string;
  texts: PlaceFieldTexts;
}) {
  const id = useId();
  const [places, setPlaces] = useState<Place[] | null>(null);
  // The list could not be fetched: said at the field, and tried again at the next keystroke.
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const searching = !chosen && input.kind === "name";

  useEffect(() => {
    if (!searching || places !== null || failed) return;
    let live = true;
    loadPlaces().then(
      (list) => live && setPlaces(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [searching, places, failed]);

  const matches: PlaceMatch[] = useMemo(
    () =>
      searching && places !== null && input.kind === "name" ? searchPlaces(places, input.query, lang) : [],
    [searching, places, input, lang],
  );

  const regions = useMemo(() => new Intl.DisplayNames([lang], { type: "region" }), [lang]);
  const labelOf = (place: Place) => `${place.names[lang]}, ${regions.of(place.country) ?? place.country}`;

  const noMatch = searching && places !== null && matches.length === 0;
  const message = searching && failed ? texts.failed : noMatch ? texts.noMatch : error;
  const expanded = open && matches.length > 0;
  const listId = `${id}-list`;
  const hint = chosen && chosenHint ? chosenHint : texts.hint;

  const pick = (place: Place) => {
    setOpen(false);
    onPick(labelOf(place), place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (matches.length) {
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current + step + matches.length) % matches.length);
      }
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      const match = matches[active];
      if (match) pick(match.place);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const popup = useRef<HTMLDivElement>(null);
  // A list low on a phone's screen would open below the fold.
  useEffect(() => {
    if (expanded) popup.current?.scrollIntoView?.({ block: "nearest" });
  }, [expanded]);

  return (
    <div className="relative grid content-start gap-1.5">
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
          aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          placeholder={texts.placeholder}
          value={text}
          onChange={(event) => {
            onText(event.target.value);
            setFailed(false);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(event) => {
            if (chosen) event.currentTarget.select();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(fieldBox(), "pl-9 tabular-nums", message && "border-destructive")}
        />
        <div
          ref={popup}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-auto rounded-md border bg-card p-1 text-card-foreground shadow-lg"
        >
          <div id={listId} role="listbox" aria-label={texts.label}>
            {matches.map(({ place, via }, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the options from the input (aria-activedescendant).
              <div
                key={`${place.country}-${place.coordinates.lat}-${place.coordinates.lon}`}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // The input keeps the focus: its blur would close the list before the click lands.
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
                onPointerMove={() => setActive(index)}
                className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 rounded px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
              >
                <span>
                  {via && <span className="font-medium">{via} → </span>}
                  <span className="font-medium">{place.names[lang]}</span>
                  <span> · {regions.of(place.country) ?? place.country}</span>
                </span>
                <span className="font-mono text-xs text-muted-foreground">
                  {formatCoordinates(place.coordinates)}
                </span>
              </div>
            ))}
          </div>
          <p className="border-t px-3 pt-2 pb-1 text-xs text-muted-foreground">{texts.source}</p>
        </div>
      </div>
      {searching && places === null && !failed && (
        <p role="status" className="text-xs text-muted-foreground">
          {texts.loading}
        </p>
      )}
      {!message && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <p
        id={`${id}-error`}
        aria-live="polite"
        className={message ? "text-sm font-medium text-destructive" : "sr-only"}
      >
        {message}
      </p>
    </div>
  );
}
