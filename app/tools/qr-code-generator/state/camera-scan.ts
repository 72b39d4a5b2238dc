import { readQrCodes } from "./read-codes.ts";

/** How often a camera frame is read: fast enough to feel instant, slow enough to spare a phone's battery. */
const SCAN_INTERVAL_MS = 250;

/**
 * Shows the back camera in `video` and reads its frames until one holds a QR code, then stops the camera
 * and hands over the texts. Rejects with getUserMedia's error (its `name` says why), or with an error
 * named "insecure" when the browser offers no camera to this page. The returned function stops early.
 */
export async function scanCamera(
  video: HTMLVideoElement,
  onFound: (texts: string[]) => void,
): Promise<() => void> {
  if (!navigator.mediaDevices?.getUserMedia)
    throw Object.assign(new Error("No camera API"), { name: "insecure" });
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: "environment" },
    audio: false,
  });
  video.srcObject = stream;
  await video.play();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  const tick = async () => {
    if (stopped || !context) return;
    if (video.videoWidth > 0) {
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const texts = await readQrCodes(context.getImageData(0, 0, canvas.width, canvas.height)).catch(
        () => [],
      );
      if (stopped) return;
      if (texts.length > 0) {
        stop();
        onFound(texts);
        return;
      }
    }
    timer = setTimeout(tick, SCAN_INTERVAL_MS);
  };
  void tick();
  return stop;
}
