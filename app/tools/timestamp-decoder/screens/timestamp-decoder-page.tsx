import { useRef } from "react";
import { ZonePicker } from "#app/features/time-zones/ZonePicker.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { buttonClasses } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { CopyLinkButton } from "#app/ui/CopyLinkButton.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { guessUnit, UNITS, type Unit } from "../logic/decode.ts";
import { LAST_PRE_SNOWFLAKE_ID } from "../logic/pre-snowflake.ts";
import type { Route } from "./+types/timestamp-decoder-page";
import { ReadingCard } from "./ReadingCard.tsx";
import { useDecoder } from "./use-decoder.ts";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "timestamp_decoder:meta") };
}

export const meta = metaFromLoader;

/** Values worth trying, one of each family: a post address, Unix seconds, an Excel serial, a UUID v7. */
const EXAMPLES = [
  "https://x.com/TwitterDev/status/1212092628029698048",
  "1700000000",
  "45658.75",
  "017F22E2-79B0-7CC3-98C4-DC0C0C07398F",
];

/** /tools/timestamp-decoder: decoded in the browser as one types; the address keeps the value. */
export default function TimestampDecoder() {
  const { t, i18n } = useTranslation("timestamp_decoder");
  const lang = i18n.language;
  const { value, setValue, unit, setUnit, zone, setZone, visitorZone, decoded, Temporal, unknownZone } =
    useDecoder();
  const error = decoded !== null && !decoded.ok ? decoded : null;
  const numeric = /^[-+]?\d+(\.\d*)?$/.test(value.trim());
  const guessed: Unit = numeric ? guessUnit(value.trim().split(".")[0] ?? "") : "s";
  const readings = decoded?.ok ? decoded.readings : [];
  // It decodes as one types; Enter in the field says "that is my value": the readings take the focus
  // (the form has a second text field, the zone's, so Enter submits nothing by itself).
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="p-5 sm:p-6">
        <form className="grid grid-cols-1 gap-4" onSubmit={(event) => event.preventDefault()}>
          <div className="grid min-w-0 grid-cols-1 gap-2">
            <TextField
              name="value"
              label={t("form.label")}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") resultsHeading.current?.focus();
              }}
              placeholder={t("form.placeholder")}
              hint={t("form.hint")}
              error={
                error !== null && error.code !== "empty"
                  ? t(`errors.${error.code}`, {
                      version: error.uuidVersion ?? "",
                      last: new Intl.NumberFormat(lang).format(LAST_PRE_SNOWFLAKE_ID),
                    })
                  : undefined
              }
              inputClassName="font-mono"
            />
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">{t("form.examples")}</span>
              {EXAMPLES.map((example) => (
                <button
                  key={example}
                  type="button"
                  onClick={() => setValue(example)}
                  className={buttonClasses("outline", "sm", "h-8 max-w-full justify-start font-mono text-xs")}
                >
                  <span className="truncate">{example.replace(/^https:\/\//, "")}</span>
                </button>
              ))}
            </div>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="grid min-w-0 grid-cols-1 content-start gap-2">
              <label htmlFor="decode-unit" className="text-sm font-medium">
                {t("form.unit")}
              </label>
              <select
                id="decode-unit"
                value={unit ?? ""}
                onChange={(event) => setUnit(UNITS.find((candidate) => candidate === event.target.value))}
                className={fieldBox()}
              >
                <option value="">{t("form.unitAuto", { unit: t(`units.${guessed}`) })}</option>
                {UNITS.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {t(`units.${candidate}`)}
                  </option>
                ))}
              </select>
            </div>
            <ZonePicker
              lang={lang}
              value={zone ?? "UTC"}
              onPick={setZone}
              texts={{
                label: t("form.zone"),
                placeholder: t("form.zonePlaceholder"),
                noMatch: t("form.zoneNoMatch"),
              }}
              error={unknownZone !== null ? t("form.zoneUnknown", { zone: unknownZone }) : undefined}
              hint={t("form.zoneHint")}
              className="min-w-0 content-start"
            />
          </div>
        </form>
      </Card>

      {decoded === null && value.trim() !== "" && (
        <p role="status" className="mt-6 text-muted-foreground">
          {t("loading")}
        </p>
      )}
      {readings.length > 0 && Temporal !== null && zone !== null && visitorZone !== null && (
        <section className="mt-8 grid gap-4" aria-labelledby="decode-results" data-testid="decode-results">
          <h2 id="decode-results" ref={resultsHeading} tabIndex={-1} className="text-xl font-semibold">
            {t("results.heading")}
          </h2>
          {readings.length > 1 && <p>{t("results.several")}</p>}
          {readings.map((reading, rank) => (
            <ReadingCard
              key={`${reading.kind}-${reading.unit ?? ""}`}
              reading={reading}
              rank={rank}
              several={readings.length > 1}
              aheadOfOthers={readings[1]?.plausible === false}
              zone={zone}
              visitorZone={visitorZone}
              Temporal={Temporal}
            />
          ))}
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton label={t("share.copy")} copiedLabel={t("share.copied")} />
            <AddToCaseButton
              evidence={() => ({
                kind: "timestamp",
                title: value.trim(),
                result: { address: location.href, value, readings },
              })}
            />
          </div>
        </section>
      )}
    </div>
  );
}
