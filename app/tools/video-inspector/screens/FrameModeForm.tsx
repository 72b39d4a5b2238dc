import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { parseInterval, shortestInterval } from "../logic/frame-plan.ts";
import type { FrameMode } from "./use-video.ts";

/**
 * Which frames the grid shows: the keyframes, those that start a shot (where the worker decodes them:
 * `shots`), or one every so many seconds (a wrong interval sends the focus back to its field with the
 * reason). `children` are further buttons beside "Apply".
 */
export function FrameModeForm({
  mode,
  duration,
  shots,
  onMode,
  children,
}: {
  mode: FrameMode;
  duration: number;
  shots: boolean;
  onMode: (mode: FrameMode) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation("video_inspector");
  const [kind, setKind] = useState<FrameMode["kind"]>(mode.kind);
  const [seconds, setSeconds] = useState(mode.kind === "interval" ? String(mode.seconds) : "2");
  const [problem, setProblem] = useState<string>();
  const intervalId = useId();
  const kinds: FrameMode["kind"][] = shots ? ["keyframes", "shots", "interval"] : ["keyframes", "interval"];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (kind !== "interval") {
      setProblem(undefined);
      return onMode({ kind });
    }
    const parsed = parseInterval(seconds, duration);
    if ("problem" in parsed) {
      setProblem(t(`frames.errors.${parsed.problem}`, { seconds: shortestInterval(duration) }));
      document.getElementById(intervalId)?.focus();
      return;
    }
    setProblem(undefined);
    onMode({ kind: "interval", seconds: parsed.seconds });
  };

  return (
    <form onSubmit={apply} className="mb-4 grid gap-3 rounded-lg border bg-card p-4" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("frames.modeLabel")}</legend>
        {kinds.map((choice) => (
          <label key={choice} className="flex items-center gap-2">
            <input
              type="radio"
              name="frame-mode"
              checked={kind === choice}
              onChange={() => setKind(choice)}
              className="size-4 accent-primary"
            />
            {t(`frames.${choice}`)}
          </label>
        ))}
      </fieldset>
      {kind === "shots" && <p className="max-w-3xl text-sm text-muted-foreground">{t("frames.shotsHint")}</p>}
      {kind === "interval" && (
        <div className="grid max-w-xs gap-1">
          <label htmlFor={intervalId} className="text-sm font-medium">
            {t("frames.intervalLabel")}
          </label>
          <input
            id={intervalId}
            inputMode="decimal"
            autoComplete="off"
            value={seconds}
            onChange={(event) => setSeconds(event.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? `${intervalId}-error` : undefined}
            className={fieldBox()}
          />
          {problem && (
            <p id={`${intervalId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline">
          {t("frames.apply")}
        </Button>
        {children}
      </div>
    </form>
  );
}
