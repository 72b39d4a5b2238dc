import { Link, useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { cn } from "#app/ui/cn.ts";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { TEXT_TOOL_ICONS, TEXT_TOOL_IDS, type TextToolId } from "../logic/tool-ids.ts";

/** Each tool has its own address, so the menu is made of links. */
function toolPath(toolId: TextToolId): string {
  return `/tools/text-tools/${toolId}`;
}

/** The left menu of the ten tools (wide screens). */
export function ToolMenu({ current, onIndex }: { current: TextToolId; onIndex: boolean }) {
  const { t } = useTranslation("text_tools");
  const to = useLocalizedPath();
  return (
    <nav aria-label={t("page.menuLabel")} className="hidden md:block">
      <ul className="sticky top-20 space-y-1">
        {TEXT_TOOL_IDS.map((toolId) => {
          const active = toolId === current;
          return (
            <li key={toolId}>
              <Link
                to={to(toolPath(toolId))}
                preventScrollReset
                aria-current={active ? (onIndex ? "true" : "page") : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  active
                    ? "bg-secondary text-secondary-foreground"
                    : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <Icon name={TEXT_TOOL_ICONS[toolId]} className={cn("size-4", active && "text-primary")} />
                {t(`tools.${toolId}.name`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The same choice on a phone, where a column of ten links would push the text box off screen. */
export function ToolPicker({ current }: { current: TextToolId }) {
  const { t } = useTranslation("text_tools");
  const to = useLocalizedPath();
  const navigate = useNavigate();
  return (
    <div className="md:hidden">
      <label htmlFor="text-tool-picker" className="mb-1.5 block text-sm font-medium">
        {t("page.pickerLabel")}
      </label>
      <select
        id="text-tool-picker"
        value={current}
        onChange={(event) =>
          navigate(to(toolPath(event.target.value as TextToolId)), { preventScrollReset: true })
        }
        className={cn(fieldBox(), "text-sm font-medium")}
      >
        {TEXT_TOOL_IDS.map((toolId) => (
          <option key={toolId} value={toolId}>
            {t(`tools.${toolId}.name`)}
          </option>
        ))}
      </select>
    </div>
  );
}
