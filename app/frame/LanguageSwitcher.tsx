import { useId } from "react";
import { LANGUAGE_NAMES, LANGUAGES } from "../i18n/languages.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useChangeLanguage } from "../i18n/use-change-language.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * A native select (keyboard and screen-reader friendly everywhere), drawn as a compact globe button.
 * Choosing a language keeps the current page and remembers the choice.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { current, change } = useChangeLanguage();
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
      <select
        id={id}
        value={current}
        onChange={(event) => change(event.target.value)}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
