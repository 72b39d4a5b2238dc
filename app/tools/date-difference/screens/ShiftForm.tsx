import { useTranslation } from "#app/i18n/react.tsx";
import { formatIsoDate } from "#app/lib/dates/date-input.ts";
import { formatMonth, formatWallDate } from "#app/lib/dates/format-date.ts";
import { Button } from "#app/ui/Button.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { AMOUNT_FIELDS } from "../logic/address.ts";
import type { DifferenceView } from "../state/date-difference.ts";
import { problemText } from "../state/problem-text.ts";

/** "Add or subtract a duration to a date", with the result and the month end it had to clamp to. */
export function ShiftForm({ view }: { view: DifferenceView }) {
  const { t, i18n } = useTranslation("date_difference");
  const lang = i18n.language;
  const { fields, shifted } = view;
  return (
    <section aria-labelledby="shift-heading" className="grid gap-4">
      <h2 id="shift-heading" className="text-xl font-semibold">
        {t("shift.heading")}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[10rem_9rem_repeat(4,minmax(0,1fr))]">
        <TextField
          key={`base-${fields.base}`}
          name="base"
          label={t("shift.base")}
          placeholder={t("between.datePlaceholder")}
          inputMode="numeric"
          defaultValue={fields.base}
          error={problemText(t, lang, view, "base")}
        />
        <div className="grid content-start gap-1.5">
          <label htmlFor="shift-op" className="text-sm font-medium">
            {t("shift.op")}
          </label>
          <select
            id="shift-op"
            name="op"
            key={`op-${fields.op}`}
            defaultValue={fields.op}
            className={fieldBox()}
          >
            <option value="add">{t("shift.add")}</option>
            <option value="subtract">{t("shift.subtract")}</option>
          </select>
        </div>
        {AMOUNT_FIELDS.map((name) => (
          <TextField
            key={`${name}-${fields[name]}`}
            name={name}
            label={t(`shift.${name}`)}
            placeholder="0"
            inputMode="numeric"
            defaultValue={fields[name]}
            error={problemText(t, lang, view, name)}
          />
        ))}
      </div>
      <div>
        <Button type="submit" size="lg">
          <Icon name="calendar-check" />
          {t("shift.submit")}
        </Button>
      </div>
      {shifted && (
        <div className="border-t pt-4" data-testid="shifted">
          <p className="text-sm font-medium text-muted-foreground">{t("shift.result")}</p>
          <p className="mt-1 text-2xl font-semibold" data-testid="shifted-date">
            {formatWallDate(lang, shifted.date, { weekday: true })}
          </p>
          {shifted.clamped && (
            <p className="mt-2 flex gap-2 text-sm" data-testid="clamped">
              <Icon name="info" className="mt-0.5 shrink-0" />
              {t("shift.clamped", {
                day: String(shifted.clamped.day),
                month: formatMonth(lang, shifted.clamped.year, shifted.clamped.month),
                used: formatWallDate(
                  lang,
                  formatIsoDate({ ...shifted.clamped, day: shifted.clamped.lastDay }),
                ),
              })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
