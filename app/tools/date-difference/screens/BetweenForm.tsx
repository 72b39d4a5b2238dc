import { ZonePicker } from "#app/features/time-zones/ZonePicker.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import type { DifferenceView } from "../state/date-difference.ts";
import { problemText } from "../state/problem-text.ts";

/** The two ends of the span, each a date with an optional time and zone. */
export function BetweenForm({
  view,
  onZone,
}: {
  view: DifferenceView;
  onZone: (side: "from" | "to", zone: string) => void;
}) {
  const { t, i18n } = useTranslation("date_difference");
  const lang = i18n.language;
  const { fields } = view;
  const side = (name: "from" | "to") => (
    <fieldset className="grid gap-3 rounded-md border p-4" data-testid={`${name}-fieldset`}>
      {/* Without JavaScript the form is sent as it is: the zone goes with it. */}
      <input type="hidden" name={`${name}Zone`} value={fields[`${name}Zone`]} />
      <legend className="px-1 text-sm font-semibold">
        {t(name === "from" ? "between.start" : "between.end")}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          key={`${name}Date-${fields[`${name}Date`]}`}
          name={`${name}Date`}
          label={t("between.date")}
          placeholder={t("between.datePlaceholder")}
          inputMode="numeric"
          defaultValue={fields[`${name}Date`]}
          error={problemText(t, lang, view, `${name}Date`)}
        />
        <TextField
          key={`${name}Clock-${fields[`${name}Clock`]}`}
          name={`${name}Clock`}
          label={t("between.clock")}
          hint={t("between.clockHint")}
          placeholder={t("between.clockPlaceholder")}
          inputMode="numeric"
          defaultValue={fields[`${name}Clock`]}
          error={problemText(t, lang, view, `${name}Clock`)}
        />
      </div>
      <ZonePicker
        lang={lang}
        value={fields[`${name}Zone`]}
        onPick={(zone) => onZone(name, zone)}
        onClear={() => onZone(name, "")}
        texts={{
          label: t("between.zone"),
          placeholder: t("between.zonePlaceholder"),
          noMatch: t("picker.noMatch"),
        }}
        error={problemText(t, lang, view, `${name}Zone`)}
      />
    </fieldset>
  );
  return (
    <section aria-labelledby="between-heading" className="grid gap-4">
      <h2 id="between-heading" className="text-xl font-semibold">
        {t("between.heading")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {side("from")}
        {side("to")}
      </div>
      <div>
        <Button type="submit" size="lg">
          <Icon name="calendar-days" />
          {t("between.submit")}
        </Button>
      </div>
    </section>
  );
}
