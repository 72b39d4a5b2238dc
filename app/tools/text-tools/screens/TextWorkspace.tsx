import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { useHandOff } from "#app/lib/hand-off/use-hand-off.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { PrivacyNote } from "#app/ui/PrivacyNote.tsx";
import { Toaster } from "#app/ui/Toaster.tsx";
import type { TextToolId } from "../logic/tool-ids.ts";
import { textToolsSession } from "../state/session.ts";
import { TextEditor } from "./TextEditor.tsx";
import { ToolMenu, ToolPicker } from "./ToolMenu.tsx";
import { ToolPanel } from "./ToolPanel.tsx";
import { usePersistedText } from "./use-persisted-text.ts";
import { useTextStats } from "./use-text-stats.ts";
import { useTextActions, useTextToolsState } from "./use-text-tools.ts";

/**
 * The text tools page, shared by /tools/text-tools (which opens on the first tool) and each tool's own
 * address. The text, options and undo history live outside the page (session.ts), so moving between
 * the two keeps them.
 */
export function TextWorkspace({ toolId, onIndex }: { toolId: TextToolId; onIndex: boolean }) {
  const { t } = useTranslation("text_tools");
  const to = useLocalizedPath();
  const actions = useTextActions();
  const { busyTool } = useTextToolsState();
  const { stats, counting } = useTextStats();
  usePersistedText();
  // A text sent by another tool (Text from Image) replaces the text box's, undoably.
  useHandOff((item) => {
    if (item.kind === "text") textToolsSession().store.replace(item.text);
  });

  return (
    <>
      {onIndex ? (
        <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />
      ) : (
        <>
          <Link
            to={to("/tools/text-tools")}
            className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <Icon name="arrow-left" />
            {t("page.title")}
          </Link>
          <PageHeader title={t(`tools.${toolId}.name`)} subtitle={t(`tools.${toolId}.description`)} />
        </>
      )}
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[15rem_minmax(0,1fr)]">
        <ToolMenu current={toolId} onIndex={onIndex} />
        <div className="min-w-0 space-y-6">
          <ToolPicker current={toolId} />
          <ToolPanel
            toolId={toolId}
            named={onIndex}
            actions={actions}
            busyTool={busyTool}
            stats={stats}
            counting={counting}
          />
          <TextEditor actions={actions} stats={stats} counting={counting} />
          <PrivacyNote>{t("page.privacy")}</PrivacyNote>
        </div>
      </div>
      <Toaster />
    </>
  );
}
