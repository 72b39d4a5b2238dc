import { useTranslation } from "#app/i18n/react.tsx";
import { MAX_PIXELS } from "../../logic/forensics/pixels.ts";
import { BusyStatus } from "./BusyStatus.tsx";
import type { ViewState } from "./use-forensic-view.ts";

/** The errors the worker and the client name; anything else (a worker that died, say) is "failed". */
const KNOWN_ERRORS = ["undecodable", "too_large", "encoder_unavailable"];

/** "Computing…" while a view is worked on, or why it failed, in words and on the view. */
export function ViewStatus({ state }: { state: ViewState<unknown> }) {
  const { t, i18n } = useTranslation("image_inspector");
  if (state.status === "error")
    return (
      <p role="alert" className="font-medium text-destructive">
        {t(`forensics.errors.${KNOWN_ERRORS.includes(state.error) ? state.error : "failed"}`, {
          max: new Intl.NumberFormat(i18n.language).format(MAX_PIXELS / 1_000_000),
        })}
      </p>
    );
  return <BusyStatus busy={state.status === "busy"} />;
}
