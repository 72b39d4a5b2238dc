import { useTranslation } from "#app/i18n/react.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { parseOptions } from "../../logic/slug.ts";
import { ActionButton, Toggle } from "../Fields.tsx";
import { Actions, Options, type PanelProps } from "./Panel.tsx";
import { useToolOptions } from "./use-tool-options.ts";

export function SlugPanel({ actions, busyTool }: PanelProps) {
  const { t } = useTranslation("text_tools");
  const [options, set] = useToolOptions("slug", parseOptions);
  return (
    <>
      <Options>
        <TextField
          label={t("slug.separator")}
          hint={t("slug.separatorHint")}
          value={options.separator}
          maxLength={1}
          onChange={(event) => set("separator", event.target.value)}
          compact
          className="min-w-0"
          inputClassName="max-w-32 font-mono"
        />
        <div>
          <Toggle
            label={t("slug.lowercase")}
            checked={options.lowercase}
            onChange={(value) => set("lowercase", value)}
          />
          <Toggle
            label={t("slug.removeStopWords")}
            hint={t("slug.stopWordsHint")}
            checked={options.removeStopWords}
            onChange={(value) => set("removeStopWords", value)}
          />
        </div>
      </Options>
      <Actions>
        <ActionButton
          icon="link-2"
          busy={busyTool === "slug"}
          disabled={busyTool !== null}
          onClick={() => void actions.apply("slug")}
        >
          {t("slug.action")}
        </ActionButton>
      </Actions>
    </>
  );
}
