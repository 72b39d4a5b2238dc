import { useLocation, useNavigate } from "react-router";
import { isLanguage, type Language } from "./languages.ts";
import { localizePath } from "./paths.ts";
import { useTranslation } from "./react.tsx";
import { rememberLanguage } from "./remember.ts";

/** The current language and a function that switches to another while staying on the same page. */
export function useChangeLanguage(): { current: Language; change: (value: string) => void } {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = isLanguage(i18n.language) ? i18n.language : "en";

  const change = (value: string) => {
    if (!isLanguage(value) || value === current) return;
    rememberLanguage(value);
    const search = new URLSearchParams(location.search);
    search.delete("lang");
    const query = search.toString();
    navigate(`${localizePath(location.pathname, value)}${query ? `?${query}` : ""}${location.hash}`, {
      preventScrollReset: true,
    });
  };
  return { current, change };
}
