// What a person can do with a computed view: save it as a PNG, or add it to a case (kind
// `image-forensics`) with the same PNG, the view's settings and its description in words.

import { useTranslation } from "#app/i18n/react.tsx";
import { fileStem } from "#app/lib/files/file-name.ts";
import { AddToCaseButton, type Evidence } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { canvasPng, saveCanvas } from "./ViewCanvas.tsx";

/** The file name of a view: the photo's name, then the view's. */
export function viewFileName(fileName: string, view: string): string {
  return `${fileStem(fileName, "image")}-${view}.png`;
}

export function ViewExports({
  canvas,
  fileName,
  view,
  suffix = view,
  settings,
  description,
  disabled,
}: {
  canvas: React.RefObject<HTMLCanvasElement | null>;
  fileName: string;
  /** The view's key (forensics.<view>.*). */
  view: string;
  /** What the PNG's name ends with, when the settings belong in it (`ela-q90`). */
  suffix?: string;
  settings: Record<string, number | string>;
  /** The view in words, as its picture's label says, with findings where it has them. */
  description: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("image_inspector");
  const name = viewFileName(fileName, suffix);
  async function evidence(): Promise<Evidence> {
    const png = await canvasPng(canvas.current);
    return {
      kind: "image-forensics",
      title: `${t(`forensics.${view}.title`)} — ${fileName}`,
      result: {
        view,
        image: fileName,
        settings,
        description,
        shows: t(`forensics.${view}.shows`),
        doesNotProve: t(`forensics.${view}.notProve`),
      },
      files: png ? [new File([png], name, { type: "image/png" })] : [],
    };
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => saveCanvas(canvas.current, name, downloadBlob)}
      >
        <Icon name="download" />
        {t("forensics.download")}
      </Button>
      {!disabled && <AddToCaseButton size="sm" evidence={evidence} />}
    </div>
  );
}
