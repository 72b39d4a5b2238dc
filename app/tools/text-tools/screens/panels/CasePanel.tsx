import { useTranslation } from "#app/i18n/react.tsx";
import type { IconName } from "#app/ui/icon-names.ts";
import { CASE_MODES, type CaseMode, parseOptions } from "../../logic/case.ts";
import { ActionButton } from "../Fields.tsx";
import type { PanelProps } from "./Panel.tsx";
import { useToolOptions } from "./use-tool-options.ts";

const ICONS: Record<CaseMode, IconName> = {
  lowercase: "case-lower",
  uppercase: "case-upper",
  capitalized: "case-sensitive",
  sentence: "pilcrow",
};

/** Four buttons, one per case: each converts the text at once. */
export function CasePanel({ actions, busyTool }: PanelProps) {
  const { t } = useTranslation("text_tools");
  const [options, set] = useToolOptions("case-converter", parseOptions);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{t("case.actions")}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {CASE_MODES.map((mode) => (
          <ActionButton
            key={mode}
            icon={ICONS[mode]}
            variant="outline"
            busy={busyTool === "case-converter" && mode === options.mode}
            disabled={busyTool !== null}
            onClick={() => {
              set("mode", mode);
              void actions.apply("case-converter");
            }}
          >
            {t(`case.${mode}`)}
          </ActionButton>
        ))}
      </div>
    </fieldset>
  );
}
