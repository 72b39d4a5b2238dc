import type { ComponentProps } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { MeansNotProves as Shared } from "#app/ui/MeansNotProves.tsx";

/** The shared means / does-not-prove pair, headed in the image inspector's words. */
export function MeansNotProves(props: Omit<ComponentProps<typeof Shared>, "labels">) {
  const { t } = useTranslation("image_inspector");
  return <Shared {...props} labels={{ means: t("findings.means"), notProves: t("findings.notProves") }} />;
}
