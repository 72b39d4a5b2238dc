import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Language } from "./languages.ts";
import type { TFunction, Translator } from "./translator.ts";

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** The texts of the current language, read in `ns` unless a key names its namespace ("ns:key"). */
export function useTranslation(ns = "common"): { t: TFunction; i18n: { language: Language } } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation needs a TranslatorProvider above it");
  return useMemo(
    () => ({ t: translator.getFixedT(ns), i18n: { language: translator.language } }),
    [translator, ns],
  );
}
