import { useId } from "react";
import { LANGUAGE_NAMES } from "../i18n/languages.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useChangeLanguage } from "../i18n/use-change-language.ts";
import { staticPageMeta } from "../lib/pages/page-loader.server.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { THEMES } from "../lib/theme/theme.ts";
import { useTheme } from "../lib/theme/use-theme.ts";
import { Card } from "../ui/Card.tsx";
import { cn } from "../ui/cn.ts";
import { fieldBox } from "../ui/field-box.ts";
import { Icon } from "../ui/Icon.tsx";
import { LanguageSelect } from "../ui/LanguageSelect.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import type { Route } from "./+types/settings";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "settings:meta") };
}

export const meta = metaFromLoader;

function LanguageSetting() {
  const { t } = useTranslation("settings");
  const { current } = useChangeLanguage();
  const id = useId();
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Icon name="languages" className="size-5 text-primary" />
        {t("language.title")}
      </h2>
      <p className="mt-1 text-muted-foreground">{t("language.description")}</p>
      <label htmlFor={id} className="mt-5 block text-sm font-medium">
        {t("language.label")}
      </label>
      <LanguageSelect id={id} className={cn(fieldBox("compact"), "mt-2 max-w-xs")} />
      <p className="mt-3 text-sm text-muted-foreground" data-testid="current-language">
        {t("language.current", { language: LANGUAGE_NAMES[current] })}
      </p>
    </Card>
  );
}

function ThemeSetting() {
  const { t } = useTranslation("settings");
  const [theme, setTheme] = useTheme();
  return (
    <Card className="p-6">
      <fieldset>
        <legend className="flex items-center gap-2 text-xl font-semibold">
          <Icon name="palette" className="size-5 text-primary" />
          {t("theme.title")}
        </legend>
        <p className="mt-1 text-muted-foreground">{t("theme.description")}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          {THEMES.map((option) => (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                option === theme && "border-primary bg-secondary",
              )}
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={option === theme}
                onChange={() => setTheme(option)}
                className="accent-[var(--primary)]"
              />
              {t(`theme.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}

export default function Settings() {
  const { t } = useTranslation("settings");
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="grid max-w-3xl gap-6">
        <LanguageSetting />
        <ThemeSetting />
        <p className="text-sm text-muted-foreground">{t("privacyNote")}</p>
      </div>
    </>
  );
}
