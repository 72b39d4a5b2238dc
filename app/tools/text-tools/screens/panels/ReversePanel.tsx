import { useTranslation } from "#app/i18n/react.tsx";
import { parseOptions } from "../../logic/reverse.ts";
import { ActionButton, ChoiceGroup } from "../Fields.tsx";
import { Actions, Options, type PanelProps } from "./Panel.tsx";
import { ResultPreview } from "./ResultPreview.tsx";
import { useToolOptions } from "./use-tool-options.ts";

export function ReversePanel({ actions, busyTool, Heading }: PanelProps) {
  const { t } = useTranslation("text_tools");
  const [options, set] = useToolOptions("reverse", parseOptions);
  return (
    <>
      <Options>
        <ChoiceGroup
          legend={t("reverse.mode")}
          value={options.mode}
          onChange={(mode) => set("mode", mode)}
          choices={[
            { value: "whole", label: t("reverse.whole") },
            { value: "eachLine", label: t("reverse.eachLine") },
          ]}
        />
      </Options>
      <Actions>
        <ActionButton
          icon="arrow-left-right"
          busy={busyTool === "reverse"}
          disabled={busyTool !== null}
          onClick={() => void actions.apply("reverse")}
        >
          {t("reverse.action")}
        </ActionButton>
      </Actions>
      <ResultPreview toolId="reverse" Heading={Heading} />
    </>
  );
}
