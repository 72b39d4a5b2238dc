import { useEffect, useId, useMemo, useState } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { Combobox } from "#app/ui/Combobox.tsx";
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
 * (`app/ui/Combobox.tsx`, as the zone picker: arrows and Enter, or a click). The list of places is
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
  const hint = chosen && chosenHint ? chosenHint : texts.hint;

  return (
    <div className="relative grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {texts.label}
      </label>
      <Combobox
        id={id}
        label={texts.label}
        placeholder={texts.placeholder}
        value={text}
        options={matches}
        optionKey={({ place }) => `${place.country}-${place.coordinates.lat}-${place.coordinates.lon}`}
        onPick={({ place }) => onPick(labelOf(place), place)}
        onText={(typed) => {
          onText(typed);
          setFailed(false);
        }}
        onFocus={(event) => {
          if (chosen) event.currentTarget.select();
        }}
        available={matches.length > 0}
        footer={<p className="border-t px-3 pt-2 pb-1 text-xs text-muted-foreground">{texts.source}</p>}
        invalid={Boolean(message)}
        describedBy={message ? `${id}-error` : `${id}-hint`}
        inputClassName="tabular-nums"
        renderOption={({ place, via }) => (
          <>
            <span>
              {via && <span className="font-medium">{via} → </span>}
              <span className="font-medium">{place.names[lang]}</span>
              <span> · {regions.of(place.country) ?? place.country}</span>
            </span>
            <span className="font-mono text-xs text-muted-foreground">
              {formatCoordinates(place.coordinates)}
            </span>
          </>
        )}
      />
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
