// A placed coordinate as a case says it: the point, what it was read from, its nearest places (the
// sentences the page showed), its country and estimated time zone; and that a coordinate in a file does not
// prove where a picture was taken.
import { fields, known, listOf, numberOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";
import { countryName } from "./place-description.ts";
import { PLACED_ORIGINS, type PlacedOrigin } from "./placed-result.ts";
import { pointText } from "./point-text.ts";

const summarizePlaced: Summarizer = (result, { t, language }) => {
  const stored = fields(result);
  const point = fields(stored.point);
  const lat = numberOf(point.lat);
  const lon = numberOf(point.lon);
  const origin = PLACED_ORIGINS.find((value) => value === stored.origin);
  const fileName = textOf(stored.fileName);
  const nearest = listOf(stored.nearest).flatMap((town) => textOf(fields(town).description) ?? []);
  const country = fields(stored.country);
  const code = textOf(country.code);
  const name = code && /^[A-Z]{2}$/.test(code) ? countryName(language, code) : code;
  const originText = (value: PlacedOrigin) => t(`origins.${value}`);
  return {
    lines: known([
      lat !== undefined &&
        lon !== undefined &&
        Math.abs(lat) <= 90 && { label: t("point"), value: pointText(language, { lat, lon }) },
      origin && {
        label: t("origin"),
        value: fileName
          ? t("originFile", { origin: originText(origin), name: fileName })
          : originText(origin),
      },
      // Each sentence holds a comma ("12 km NNE of Hanoi, Vietnam"): semicolons set them apart.
      nearest.length > 0 && {
        label: t("nearest"),
        value: nearest.join(language === "fr" ? "\u00a0; " : "; "),
      },
      name !== undefined && {
        label: t("country"),
        value: country.source === "nearest-town" ? t("countryFromTown", { country: name }) : name,
      },
      stored.country === null && { label: t("country"), value: t("noCountry") },
      { label: t("zone"), value: textOf(stored.zone) ?? "" },
    ]),
    limits: t(origin === "place" ? "limitsPlace" : "limits"),
  };
};

export const whereSummaries = { "placed-coordinate": summarizePlaced };
