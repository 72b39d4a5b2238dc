import { Form } from "react-router";
import { useTranslation } from "../../../i18n/react.tsx";
import { useLocalizedPath } from "../../../i18n/use-localized-path.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";

/** The field that opens any short link's statistics: a plain GET form, so it works without JavaScript. */
export function LinkForm({ value = "", error }: { value?: string; error?: string | null }) {
  const { t } = useTranslation("link_analytics");
  const to = useLocalizedPath();
  return (
    <Form method="get" action={to("/tools/link-analytics")} className="grid gap-3" role="search">
      <label htmlFor="analytics-link" className="text-sm font-medium">
        {t("form.label")}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="analytics-link"
          name="link"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={value}
          key={value}
          placeholder={t("form.placeholder")}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "analytics-link-error" : "analytics-link-note"}
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
        />
        <Button type="submit" size="lg" className="shrink-0">
          <Icon name="chart-line" />
          {t("form.submit")}
        </Button>
      </div>
      {error ? (
        <p id="analytics-link-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id="analytics-link-note" className="text-sm text-muted-foreground">
          {t("form.note")}
        </p>
      )}
    </Form>
  );
}
