// Clone detection: the pairs of alike regions outlined on the picture, and listed in words.
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import { type Box, CLONE_DEFAULTS, CLONE_MIN_BLOCKS, type ClonePair } from "../../logic/forensics/clone.ts";
import { RangeField } from "./RangeField.tsx";
import { useForensicView } from "./use-forensic-view.ts";
import { ViewCanvas } from "./ViewCanvas.tsx";
import { ViewExports } from "./ViewExports.tsx";
import { ViewLayout } from "./ViewLayout.tsx";
import { ViewStatus } from "./ViewStatus.tsx";

const METHOD = "https://www.ws.binghamton.edu/fridrich/Research/copymove.pdf";
/** Outline colours, each pair its own; the letters and the table say the same in words. */
const COLOURS = ["#f43f5e", "#22d3ee", "#facc15", "#a3e635", "#c084fc", "#fb923c"];

export function CloneView({ fileName, width }: { fileName: string; width: number }) {
  const { t, i18n } = useTranslation("image_inspector");
  const canvas = useRef<HTMLCanvasElement>(null);
  const [minBlocks, setMinBlocks] = useState(CLONE_DEFAULTS.minBlocks);
  const state = useForensicView({ kind: "clones", minBlocks });
  const result = state.value && "pairs" in state.value ? state.value : undefined;
  const number = new Intl.NumberFormat(i18n.language);
  const label = t("forensics.clones.alt", { count: result?.pairs.length ?? 0 });
  const region = (box: Box) =>
    t("forensics.clones.region", {
      x: number.format(box.x),
      y: number.format(box.y),
      width: number.format(box.width),
      height: number.format(box.height),
    });
  const decorate = useCallback(
    (context: CanvasRenderingContext2D) => {
      if (!result) return;
      // The boxes are in the photo's pixels; the picture drawn is the shrunk copy.
      const scale = result.picture.width / width;
      // Sized to the picture, so the outlines and letters read the same on a small or a large one.
      const line = Math.max(2, Math.round(result.picture.width / 300));
      const letters = Math.max(16, Math.round(result.picture.width / 35));
      context.lineWidth = line;
      context.font = `bold ${letters}px sans-serif`;
      result.pairs.forEach((pair, index) => {
        const colour = COLOURS[index % COLOURS.length] as string;
        for (const [box, letter] of [
          [pair.first, "A"],
          [pair.second, "B"],
        ] as const) {
          const x = box.x * scale;
          const y = box.y * scale;
          context.strokeStyle = "#000";
          context.lineWidth = line + 2;
          context.strokeRect(x, y, box.width * scale, box.height * scale);
          context.strokeStyle = colour;
          context.lineWidth = line;
          context.strokeRect(x, y, box.width * scale, box.height * scale);
          const text = `${letter}${index + 1}`;
          context.fillStyle = "#000";
          context.fillRect(x, y, context.measureText(text).width + letters / 2, letters * 1.3);
          context.fillStyle = colour;
          context.fillText(text, x + letters / 4, y + letters);
        }
      });
    },
    [result, width],
  );
  return (
    <ViewLayout
      view="clones"
      method={METHOD}
      controls={
        <RangeField
          label={t("forensics.clones.minBlocks")}
          value={minBlocks}
          {...CLONE_MIN_BLOCKS}
          step={10}
          onChange={setMinBlocks}
        />
      }
      actions={
        <>
          <ViewStatus state={state} />
          <ViewExports
            canvas={canvas}
            fileName={fileName}
            view="clones"
            settings={{ minBlocks }}
            description={[
              label,
              ...(result?.pairs.length
                ? [
                    t("forensics.clones.found", { count: result.pairs.length }),
                    ...result.pairs.map(
                      (pair, index) =>
                        `A${index + 1} ↔ B${index + 1}: ${region(pair.first)}; ${region(pair.second)}`,
                    ),
                  ]
                : [t("forensics.clones.none")]),
            ].join("\n")}
            disabled={!result}
          />
        </>
      }
    >
      <ViewCanvas image={result?.picture} label={label} canvasRef={canvas} decorate={decorate} />
      {result &&
        (result.pairs.length === 0 ? (
          <p className="rounded-lg border p-4" data-testid="clone-findings">
            {t("forensics.clones.none")}
          </p>
        ) : (
          <DataTable<ClonePair & { number: number }>
            caption={t("forensics.clones.found", { count: result.pairs.length })}
            captionShown
            testId="clone-findings"
            rows={result.pairs.map((pair, index) => ({ ...pair, number: index + 1 }))}
            rowKey={(pair) => pair.number}
            columns={[
              {
                header: t("forensics.clones.pair"),
                className: "font-medium",
                cell: (pair) => `A${pair.number} ↔ B${pair.number}`,
              },
              { header: t("forensics.clones.first"), cell: (pair) => region(pair.first) },
              { header: t("forensics.clones.second"), cell: (pair) => region(pair.second) },
              {
                header: t("forensics.clones.blocks"),
                figures: true,
                cell: (pair) => number.format(pair.blocks),
              },
            ]}
          />
        ))}
    </ViewLayout>
  );
}
