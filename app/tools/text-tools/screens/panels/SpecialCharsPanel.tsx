import { useTranslation } from "#app/i18n/react.tsx";
import { parseOptions } from "../../logic/special-chars.ts";
import { ActionButton, ChoiceGroup, Toggle } from "../Fields.tsx";
import { Actions, Options, type PanelProps } from "./Panel.tsx";
import { useToolOptions } from "./use-tool-options.ts";

const CLASSES = ["letters", "numbers", "spaces"] as const;

export function SpecialCharsPanel({ actions, busyTool }: PanelProps) {
  const { t } = useTranslation("text_tools");
  const [options, set] = useToolOptions("special-chars", parseOptions);
  return (
    <>
      <Options>
        <ChoiceGroup
          legend={t("specialChars.mode")}
          value={options.mode}
          onChange={(mode) => set("mode", mode)}
          choices={[
            { value: "remove", label: t("specialChars.remove") },
            { value: "keep", label: t("specialChars.keep") },
          ]}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t("specialChars.ordinary")}</legend>
          <div className="flex flex-wrap gap-x-6">
            {CLASSES.map((name) => (
              <Toggle
                key={name}
                label={t(`specialChars.${name}`)}
                checked={options[name]}
                onChange={(value) => set(name, value)}
              />
            ))}
          </div>
        </fieldset>
      </Options>
      <Toggle
        label={t("specialChars.asciiOnly")}
        checked={options.asciiOnly}
        onChange={(value) => set("asciiOnly", value)}
      />
      <Actions>
        <ActionButton
          icon="asterisk"
          busy={busyTool === "special-chars"}
          disabled={busyTool !== null}
          onClick={() => void actions.apply("special-chars")}
        >
          {options.mode === "remove" ? t("specialChars.removeAction") : t("specialChars.keepAction")}
        </ActionButton>
      </Actions>
    </>
  );
}
