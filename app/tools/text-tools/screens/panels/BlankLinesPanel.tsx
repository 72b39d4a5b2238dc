import { useTranslation } from "#app/i18n/react.tsx";
import { ActionButton } from "../Fields.tsx";
import { Actions, Note, type PanelProps } from "./Panel.tsx";

export function BlankLinesPanel({ actions, busyTool }: PanelProps) {
  const { t } = useTranslation("text_tools");
  return (
    <>
      <Note>{t("blankLines.note")}</Note>
      <Actions>
        <ActionButton
          icon="pilcrow"
          busy={busyTool === "blank-lines"}
          disabled={busyTool !== null}
          onClick={() => void actions.apply("blank-lines")}
        >
          {t("blankLines.action")}
        </ActionButton>
      </Actions>
    </>
  );
}
