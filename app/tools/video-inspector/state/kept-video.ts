/**
 * The video open on the page, with the history entry it was opened in, kept in memory for the tab's
 * life: sending a frame to another tool (text from image, the image inspector) goes to that tool's page
 * in the same tab, and Back must come back to the video's frames, not to an empty picker. A File holds
 * no bytes of its own (the browser reads them from the disk), so keeping it costs nothing; a reload
 * forgets it, as it forgets any file a person chose.
 */
let kept: { entry: string; file: File } | undefined;

/** Keeps `file` as the video of the history entry `entry`, or forgets it (undefined). */
export function keepVideo(entry: string, file: File | undefined): void {
  kept = file ? { entry, file } : undefined;
}

/** The video that was open in the history entry `entry`, if this tab still holds it. */
export const keptVideo = (entry: string): File | undefined => (kept?.entry === entry ? kept.file : undefined);
