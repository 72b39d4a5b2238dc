/** Saves a file the page made (a report, an image) under `name`, through the browser's download. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  // The click has started the download by now; a later revoke would only keep the bytes in memory.
  URL.revokeObjectURL(url);
}

/** Saves `text` as a file named `name`, made in the browser (nothing is sent anywhere). */
export function download(name: string, type: string, text: string): void {
  downloadBlob(name, new Blob([text], { type }));
}
