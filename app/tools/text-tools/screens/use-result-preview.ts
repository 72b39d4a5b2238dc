import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { TransformToolId } from "../logic/registry.ts";
import type { TransformResult } from "../logic/result.ts";
import { latestOnly } from "../state/latest-only.ts";
import { textToolsSession } from "../state/session.ts";
import { useTextToolsState } from "./use-text-tools.ts";

/**
 * A tool's result for the committed text and the current options, computed as they change (in the
 * worker for a large text) without replacing anything: the preview of sort and reverse, JSON's preview
 * and error box. The action then reuses it. The last result stays until the new one is ready.
 */
export function useResultPreview(toolId: TransformToolId): {
  result: TransformResult | undefined;
  updating: boolean;
} {
  const { text, version, options } = useTextToolsState();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const toolOptions = options[toolId];
  const key = JSON.stringify([version, toolId, toolOptions, locale]);
  const [preview, setPreview] = useState<{ key: string; result: TransformResult }>();
  const compute = useMemo(() => latestOnly(textToolsSession().results), []);

  useEffect(() => {
    if (text === "") return;
    let current = true;
    compute({ toolId, text, version, options: toolOptions, locale }).then(
      (result) => {
        if (current && result) setPreview({ key, result });
      },
      () => {
        // No preview this time; the action reports the failure if the person runs the tool.
      },
    );
    return () => {
      current = false;
    };
  }, [compute, key, toolId, text, version, toolOptions, locale]);

  if (text === "") return { result: undefined, updating: false };
  return { result: preview?.result, updating: preview?.key !== key };
}
