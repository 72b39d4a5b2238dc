import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { TextStats } from "../logic/counter.ts";
import type { TransformToolId } from "../logic/registry.ts";
import { TEXT_TOOL_ICONS, type TextToolId } from "../logic/tool-ids.ts";
import type { TextActions } from "../state/actions.ts";
import { TRANSFORM_PANELS } from "./panels/AllPanels.tsx";
import { CounterPanel } from "./panels/CounterPanel.tsx";

/**
 * The chosen tool's options and actions. On the index page it names the tool; on a tool's own page the
 * page heading already does.
 */
export function ToolPanel({
  toolId,
  named,
  actions,
  busyTool,
  stats,
  counting,
}: {
  toolId: TextToolId;
  named: boolean;
  actions: TextActions;
  busyTool: TransformToolId | null;
  stats: TextStats;
  counting: boolean;
}) {
  const { t } = useTranslation("text_tools");
  const Panel = toolId === "counter" ? undefined : TRANSFORM_PANELS[toolId];
  return (
    <section
      aria-labelledby={named ? "text-tool-name" : undefined}
      aria-label={named ? undefined : t(`tools.${toolId}.name`)}
      className="space-y-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      {named && (
        <div>
          <h2 id="text-tool-name" className="flex items-center gap-2 text-lg font-semibold">
            <Icon name={TEXT_TOOL_ICONS[toolId]} className="size-5 text-primary" />
            {t(`tools.${toolId}.name`)}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t(`tools.${toolId}.description`)}</p>
        </div>
      )}
      {Panel ? (
        <Panel actions={actions} busyTool={busyTool} Heading={named ? "h3" : "h2"} />
      ) : (
        <CounterPanel stats={stats} counting={counting} />
      )}
    </section>
  );
}
