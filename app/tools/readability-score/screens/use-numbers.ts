import { useTranslation } from "#app/i18n/react.tsx";

/** The page's number formats, in its language: whole counts, one decimal, and shares. */
export function useNumbers() {
  const { i18n } = useTranslation("readability_score");
  const lang = i18n.language;
  const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const share = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  return {
    whole: (value: number) => whole.format(value),
    decimal: (value: number) => decimal.format(value),
    share: (value: number) => share.format(value),
  };
}
