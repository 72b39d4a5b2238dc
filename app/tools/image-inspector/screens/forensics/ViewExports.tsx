import { useTranslation } from "../../../../i18n/react.tsx";
import { Button } from "../../../../ui/button.tsx";
import { downloadBlob } from "../../../../ui/download.ts";
import { Icon } from "../../../../ui/icon.tsx";
import { saveCanvas } from "./ViewCanvas.tsx";

/** The file name of a view: the photo's name, then the view's. */
export function viewFileName(fileName: string, view: string): string {
  return `${fileName.replace(/\.[^./\\]+$/, "") || "image"}-${view}.png`;
}

export function DownloadButton({
  canvas,
  fileName,
  view,
  disabled,
}: {
  canvas: React.RefObject<HTMLCanvasElement | null>;
  fileName: string;
  view: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("image_inspector");
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled}
      onClick={() => saveCanvas(canvas.current, viewFileName(fileName, view), downloadBlob)}
    >
      <Icon name="download" />
      {t("forensics.download")}
    </Button>
  );
}
