import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { TransformToolId } from "../../logic/registry.ts";
import { headOfText, PREVIEW_LINES } from "../../state/preview.ts";
import { useResultPreview } from "../use-result-preview.ts";
import type { PanelProps } from "./Panel.tsx";

/** The first five lines of what the tool would make of the text, with an ellipsis when more follow. */
export function ResultPreview({
  toolId,
  Heading,
}: { toolId: TransformToolId } & Pick<PanelProps, "Heading">) {
  const { t } = useTranslation("text_tools");
  const { result, updating } = useResultPreview(toolId);
  const head = result?.ok ? headOfText(result.text, PREVIEW_LINES) : undefined;
  return (
    <section aria-labelledby={`${toolId}-preview`} className="rounded-md border bg-muted/40 p-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <Heading id={`${toolId}-preview`} className="flex items-center gap-2 text-sm font-semibold">
          <Icon name="eye" className="text-muted-foreground" />
          {t("preview.title")}
          <span className="font-normal text-muted-foreground">— {t("preview.firstLines")}</span>
        </Heading>
        {updating && result && (
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon name="loader-circle" className="size-3.5 animate-spin" />
            {t("preview.computing")}
          </span>
        )}
      </div>
      {head ? (
        <ol className="space-y-0.5 text-sm" data-testid="result-preview">
          {head.lines.map((line, index) => (
            // Lines may repeat: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="truncate whitespace-pre">
              {line || "\u00a0"}
            </li>
          ))}
          {head.more && (
            <li className="text-muted-foreground">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t("preview.more")}</span>
            </li>
          )}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">
          {updating && result === undefined ? t("preview.computing") : t("preview.empty")}
        </p>
      )}
    </section>
  );
}
