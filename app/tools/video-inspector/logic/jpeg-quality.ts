/** JPEG quality of a thumbnail and of a full frame saved as JPEG, whichever decoder drew them. */
export const JPEG_QUALITY = { thumbnail: 0.8, frame: 0.92 } as const;
