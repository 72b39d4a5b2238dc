import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { HowToRead } from "./HowToRead.tsx";

/** A view's frame: its title, the controls (a labelled group), the picture, then how to read it. */
export function ViewLayout({
  view,
  method,
  controls,
  actions,
  children,
}: {
  view: string;
  method: string;
  controls: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("image_inspector");
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t(`forensics.${view}.summary`)}</p>
      <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{t("forensics.controls")}</legend>
        {controls}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">{actions}</div>
      {children}
      <HowToRead view={view} method={method} />
    </div>
  );
}
