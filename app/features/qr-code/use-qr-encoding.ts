import { useEffect, useState } from "react";
import type { ErrorCorrectionLevel } from "./options.ts";
import type { QrMatrix } from "./qr-image.ts";

type Encoder = typeof import("./qr-image.ts");

export type QrEncodingState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "problem"; problem: "empty" | "too_long" }
  | { status: "ready"; matrix: QrMatrix; encoder: Encoder; side: (margin: number) => number };

// One download of the encoder for the whole page, shared by every panel on it.
let encoderModule: Promise<Encoder> | null = null;
const loadEncoder = () => {
  encoderModule ??= import("./qr-image.ts");
  return encoderModule;
};

/**
 * The QR matrix of `text` at `level`, computed in the browser once the encoder has loaded (on the
 * server and before hydration the panel shows a placeholder of the same size).
 */
export function useQrEncoding(text: string, level: ErrorCorrectionLevel): QrEncodingState {
  const [state, setState] = useState<QrEncodingState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    loadEncoder().then(
      (encoder) => {
        if (!current) return;
        const encoded = encoder.encodeQr(text, level);
        setState(
          encoded.ok
            ? {
                status: "ready",
                matrix: encoded.matrix,
                encoder,
                side: (margin) => encoder.sideInModules(encoded.matrix, margin),
              }
            : { status: "problem", problem: encoded.problem },
        );
      },
      () => {
        // A failed chunk download (offline, a deploy replaced the files): a new text or level tries again.
        encoderModule = null;
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [text, level]);
  return state;
}
