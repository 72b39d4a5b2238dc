import { useId } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { useChangeLanguage } from "../i18n/use-change-language.ts";
import { Icon } from "../ui/Icon.tsx";
import { LanguageSelect } from "../ui/LanguageSelect.tsx";

/** The language select of app/ui, drawn as a compact globe button showing the current language. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { current } = useChangeLanguage();
  const id = useId();
  return (
    <div className="relative flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-accent focus-within:outline-2 focus-within:outline-ring">
      <Icon name="globe" className="size-4" />
      <span aria-hidden="true" className="uppercase">
        {current}
      </span>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <LanguageSelect id={id} className="absolute inset-0 cursor-pointer appearance-none opacity-0" />
    </div>
  );
}
