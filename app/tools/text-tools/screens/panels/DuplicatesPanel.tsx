import { useTranslation } from "#app/i18n/react.tsx";
import { parseOptions } from "../../logic/duplicates.ts";
import { ActionButton, Toggle } from "../Fields.tsx";
import { Actions, Note, Options, type PanelProps } from "./Panel.tsx";
import { useToolOptions } from "./use-tool-options.ts";

export function DuplicatesPanel({ actions, busyTool }: PanelProps) {
  const { t } = useTranslation("text_tools");
  const [options, set] = useToolOptions("duplicates", parseOptions);
  return (
    <>
      <Options>
        <Toggle
          label={t("duplicates.caseSensitive")}
          checked={options.caseSensitive}
          onChange={(value) => set("caseSensitive", value)}
        />
        <Toggle
          label={t("duplicates.trim")}
          checked={options.trim}
          onChange={(value) => set("trim", value)}
        />
      </Options>
      <Note>{t("duplicates.note")}</Note>
      <Actions>
        <ActionButton
          icon="copy-minus"
          busy={busyTool === "duplicates"}
          disabled={busyTool !== null}
          onClick={() => void actions.apply("duplicates")}
        >
          {t("duplicates.action")}
        </ActionButton>
      </Actions>
    </>
  );
}
