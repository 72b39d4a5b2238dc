import { useTranslation } from "#app/i18n/react.tsx";
import { fileStem } from "#app/lib/files/file-name.ts";
import { useSendTo } from "#app/lib/hand-off/use-send-to.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { frameFileStem, frameStamp, frameTime } from "../logic/frame-time.ts";
import { type Decoder, fullFrame } from "../state/video-client.ts";
import type { Frame, FrameFormat } from "../state/video-protocol.ts";

/**
 * What can be done with the frame shown, once it is decoded: save it as a PNG or a JPEG (decoded again at
 * that quality), hand it to the image inspector or to text from image, add it to a case. Buttons of the
 * dialog's row, after its steps.
 */
export function FrameActions({
  file,
  decoder,
  time,
  frame,
}: {
  file: File;
  decoder: Decoder;
  time: number;
  /** The frame at `time`; undefined while it is decoded, or when it could not be. */
  frame: Frame | undefined;
}) {
  const { t, i18n } = useTranslation("video_inspector");
  const sendTo = useSendTo();

  const name = (format: FrameFormat) =>
    `${fileStem(file.name, "video")}-${frameFileStem(time)}.${format === "image/png" ? "png" : "jpg"}`;
  const save = async (format: FrameFormat) => {
    const blob =
      format === "image/png" && frame ? frame.blob : (await fullFrame(file, decoder, time, format)).blob;
    downloadBlob(name(format), blob);
  };
  const frameFile = (shown: Frame) => new File([shown.blob], name("image/png"), { type: "image/png" });
  /** Hands the frame to another tool of this site in this browser (IndexedDB); nothing is uploaded. */
  const sendToTool = async (tool: string) => {
    if (!frame) return;
    await sendTo(`/tools/${tool}`, { kind: "file", file: frameFile(frame), from: "video-inspector" });
  };

  return (
    <>
      <Button variant="outline" onClick={() => save("image/png")} disabled={!frame}>
        <Icon name="download" />
        {t("frame.downloadPng")}
      </Button>
      <Button variant="outline" onClick={() => save("image/jpeg")} disabled={!frame}>
        <Icon name="download" />
        {t("frame.downloadJpeg")}
      </Button>
      <Button onClick={() => sendToTool("image-inspector")} disabled={!frame}>
        <Icon name="scan-eye" />
        {t("frame.inspect")}
      </Button>
      <Button variant="outline" onClick={() => sendToTool("text-from-image")} disabled={!frame}>
        <Icon name="scan-text" />
        {t("frame.readText")}
      </Button>
      {frame && (
        <AddToCaseButton
          evidence={() => ({
            kind: "video-frame",
            // The time as the page's language writes it (« 0:02,000 »); the JSON keeps one form for all.
            title: t("frame.caseTitle", { name: file.name, time: frameTime(time, i18n.language) }),
            result: {
              video: file.name,
              time: frameStamp(time),
              seconds: frame.time,
              width: frame.width,
              height: frame.height,
            },
            files: [frameFile(frame)],
          })}
        />
      )}
    </>
  );
}
