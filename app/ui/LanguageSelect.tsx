import { LANGUAGE_NAMES, LANGUAGES } from "../i18n/languages.ts";
import { useChangeLanguage } from "../i18n/use-change-language.ts";

/**
 * The site's languages as a native select (keyboard and screen readers know it everywhere), each named
 * in itself; choosing one keeps the current page and remembers the choice. Its label is the caller's.
 */
export function LanguageSelect({ id, className }: { id: string; className?: string }) {
  const { current, change } = useChangeLanguage();
  return (
    <select id={id} value={current} onChange={(event) => change(event.target.value)} className={className}>
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}
