import { useTranslation } from "#app/i18n/react.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { MAX_PAD_WIDTH, parseOptions } from "../../logic/line-numbers.ts";
import { ActionButton, NumberField, Toggle } from "../Fields.tsx";
import { Actions, Options, type PanelProps } from "./Panel.tsx";
import { useToolOptions } from "./use-tool-options.ts";

export function LineNumbersPanel({ actions, busyTool }: PanelProps) {
  const { t } = useTranslation("text_tools");
  const [options, set] = useToolOptions("line-numbers", parseOptions);
  return (
    <>
      <Options>
        <NumberField
          label={t("lineNumbers.start")}
          value={options.start}
          min={0}
          max={Number.MAX_SAFE_INTEGER}
          onChange={(value) => set("start", value)}
        />
        <TextField
          label={t("lineNumbers.separator")}
          value={options.separator}
          onChange={(event) => set("separator", event.target.value)}
          compact
          className="min-w-0"
          inputClassName="max-w-32 font-mono"
        />
        <div>
          <Toggle
            label={t("lineNumbers.numberEmptyLines")}
            checked={options.numberEmptyLines}
            onChange={(value) => set("numberEmptyLines", value)}
          />
          <Toggle
            label={t("lineNumbers.padWithZeros")}
            checked={options.padWithZeros}
            onChange={(value) => set("padWithZeros", value)}
          />
          {options.padWithZeros && (
            <div className="mt-2 pl-12">
              <NumberField
                label={t("lineNumbers.padWidth")}
                hint={t("lineNumbers.padWidthHint")}
                value={options.padWidth}
                min={0}
                max={MAX_PAD_WIDTH}
                onChange={(value) => set("padWidth", value)}
              />
            </div>
          )}
        </div>
      </Options>
      <Actions>
        <ActionButton
          icon="list-ordered"
          busy={busyTool === "line-numbers"}
          disabled={busyTool !== null}
          onClick={() => void actions.apply("line-numbers")}
        >
          {t("lineNumbers.action")}
        </ActionButton>
      </Actions>
    </>
  );
}
