import { useTranslation } from "#app/i18n/react.tsx";
import { parseOptions } from "../../logic/sort-lines.ts";
import { ActionButton, ChoiceGroup, Toggle } from "../Fields.tsx";
import { Actions, Options, type PanelProps } from "./Panel.tsx";
import { ResultPreview } from "./ResultPreview.tsx";
import { useToolOptions } from "./use-tool-options.ts";

export function SortLinesPanel({ actions, busyTool, Heading }: PanelProps) {
  const { t } = useTranslation("text_tools");
  const [options, set] = useToolOptions("sort-lines", parseOptions);
  return (
    <>
      <Options>
        <ChoiceGroup
          legend={t("sort.direction")}
          value={options.direction}
          onChange={(direction) => set("direction", direction)}
          choices={[
            { value: "asc", label: t("sort.asc") },
            { value: "desc", label: t("sort.desc") },
          ]}
        />
        <div>
          <Toggle
            label={t("sort.caseSensitive")}
            checked={options.caseSensitive}
            onChange={(value) => set("caseSensitive", value)}
          />
          <Toggle
            label={t("sort.numeric")}
            checked={options.numeric}
            onChange={(value) => set("numeric", value)}
          />
          <Toggle label={t("sort.trim")} checked={options.trim} onChange={(value) => set("trim", value)} />
        </div>
      </Options>
      <Actions>
        <ActionButton
          icon="arrow-up-down"
          busy={busyTool === "sort-lines"}
          disabled={busyTool !== null}
          onClick={() => void actions.apply("sort-lines")}
        >
          {t("sort.action")}
        </ActionButton>
      </Actions>
      <ResultPreview toolId="sort-lines" Heading={Heading} />
    </>
  );
}
