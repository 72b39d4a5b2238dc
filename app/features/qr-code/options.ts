// The choices a QR code offers, apart from the encoder (qr-image.ts), so that pages and their address
// state can name them without loading it.

/** How much of the symbol may be damaged and still read: about 7, 15, 25 and 30 %. */
export const ERROR_CORRECTION_LEVELS = ["L", "M", "Q", "H"] as const;
export type ErrorCorrectionLevel = (typeof ERROR_CORRECTION_LEVELS)[number];

/** The sizes offered for the downloaded image, in pixels (the SVG carries it as its width and height). */
export const QR_SIZES = [256, 512, 1024, 2048] as const;

/** The light border readers need around the symbol, in modules; the standard asks for 4. */
export const DEFAULT_MARGIN = 4;
export const MAX_MARGIN = 16;

/** The dark and light modules' colours and the quiet zone: what the tool page lets people change. */
export interface QrStyle {
  /** #rrggbb */
  foreground: string;
  /** #rrggbb */
  background: string;
  /** In modules. */
  margin: number;
}

export const DEFAULT_STYLE: QrStyle = {
  foreground: "#000000",
  background: "#ffffff",
  margin: DEFAULT_MARGIN,
};

/** The downloaded files' name for a link's code: "qr-" and the link's last path segment ("qr-abc123"). */
export function qrFileName(link: string): string {
  const last = URL.canParse(link) ? new URL(link).pathname.split("/").filter(Boolean).pop() : undefined;
  return `qr-${(last ?? "code").replace(/[^A-Za-z0-9_-]/g, "") || "code"}`;
}
