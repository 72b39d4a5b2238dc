// Noise, level sweep and luminance gradient: one picture each, computed in the worker from one or two
// controls.
import { useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GRADIENT_STRENGTH } from "../../logic/forensics/gradient.ts";
import { LEVEL, LEVEL_WIDTH } from "../../logic/forensics/levels.ts";
import { NOISE_STRENGTH } from "../../logic/forensics/noise.ts";
import type { ForensicJob } from "../../state/forensics/forensics-protocol.ts";
import { LevelsHistogram } from "./LevelsHistogram.tsx";
import { RangeField } from "./RangeField.tsx";
import { useForensicView } from "./use-forensic-view.ts";
import { ViewCanvas } from "./ViewCanvas.tsx";
import { ViewExports } from "./ViewExports.tsx";
import { ViewLayout } from "./ViewLayout.tsx";
import { ViewStatus } from "./ViewStatus.tsx";

const METHODS = {
  noise: "https://29a.ch/2015/08/21/noise-analysis-for-image-forensics",
  levels: "https://29a.ch/2015/08/16/forensically-photo-forensics-for-the-web",
  gradient: "https://29a.ch/2015/08/16/forensically-photo-forensics-for-the-web",
} as const;

function FilterView({
  view,
  job,
  fileName,
  controls,
  below,
}: {
  view: keyof typeof METHODS;
  job: Extract<ForensicJob, { kind: "noise" | "levels" | "gradient" }>;
  fileName: string;
  controls: React.ReactNode;
  /** What the view adds under its picture (the level sweep's histogram). */
  below?: React.ReactNode;
}) {
  const { t } = useTranslation("image_inspector");
  const canvas = useRef<HTMLCanvasElement>(null);
  const state = useForensicView(job);
  const { kind: _, ...settings } = job;
  const image = state.value && "data" in state.value ? state.value : undefined;
  return (
    <ViewLayout
      view={view}
      method={METHODS[view]}
      controls={controls}
      actions={
        <>
          <ViewStatus state={state} />
          <ViewExports
            canvas={canvas}
            fileName={fileName}
            view={view}
            settings={settings}
            description={t(`forensics.${view}.alt`)}
            disabled={!image}
          />
        </>
      }
    >
      <ViewCanvas image={image} label={t(`forensics.${view}.alt`)} canvasRef={canvas} />
      {below}
    </ViewLayout>
  );
}

export function NoiseView({ fileName }: { fileName: string }) {
  const { t } = useTranslation("image_inspector");
  const [strength, setStrength] = useState<number>(NOISE_STRENGTH.initial);
  return (
    <FilterView
      view="noise"
      job={{ kind: "noise", strength }}
      fileName={fileName}
      controls={
        <RangeField
          label={t("forensics.noise.strength")}
          value={strength}
          {...NOISE_STRENGTH}
          unit="×"
          onChange={setStrength}
        />
      }
    />
  );
}

export function LevelsView({ fileName }: { fileName: string }) {
  const { t } = useTranslation("image_inspector");
  const [level, setLevel] = useState<number>(LEVEL.initial);
  const [width, setWidth] = useState<number>(LEVEL_WIDTH.initial);
  return (
    <FilterView
      view="levels"
      job={{ kind: "levels", level, width }}
      fileName={fileName}
      below={<LevelsHistogram level={level} width={width} />}
      controls={
        <>
          <RangeField label={t("forensics.levels.level")} value={level} {...LEVEL} onChange={setLevel} />
          <RangeField
            label={t("forensics.levels.width")}
            value={width}
            {...LEVEL_WIDTH}
            onChange={setWidth}
          />
        </>
      }
    />
  );
}

export function GradientView({ fileName }: { fileName: string }) {
  const { t } = useTranslation("image_inspector");
  const [strength, setStrength] = useState<number>(GRADIENT_STRENGTH.initial);
  return (
    <FilterView
      view="gradient"
      job={{ kind: "gradient", strength }}
      fileName={fileName}
      controls={
        <RangeField
          label={t("forensics.gradient.strength")}
          value={strength}
          {...GRADIENT_STRENGTH}
          unit="×"
          onChange={setStrength}
        />
      }
    />
  );
}
