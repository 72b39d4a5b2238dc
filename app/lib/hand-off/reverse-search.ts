// Reverse image search engines, for the image inspector's pictures and the video inspector's frames. With
// the image's address they open on it directly; with a file from the visitor's device, the page only
// tells how to upload it there (we never send it anywhere ourselves).

export const ENGINES = ["google", "bing", "yandex", "tineye"] as const;
export type Engine = (typeof ENGINES)[number];

export const ENGINE_NAMES: Record<Engine, string> = {
  google: "Google Lens",
  bing: "Bing",
  yandex: "Yandex",
  tineye: "TinEye",
};

/** Each engine's page for uploading a picture by hand. */
export const UPLOAD_PAGES: Record<Engine, string> = {
  google: "https://lens.google.com/",
  bing: "https://www.bing.com/images/feed?form=SBIHMP",
  yandex: "https://yandex.com/images/",
  tineye: "https://tineye.com/",
};

/** The search of the picture at `imageUrl` on `engine`. */
export function searchByUrl(engine: Engine, imageUrl: string): string {
  const url = encodeURIComponent(imageUrl);
  switch (engine) {
    case "google":
      return `https://lens.google.com/uploadbyurl?url=${url}`;
    case "bing":
      return `https://www.bing.com/images/search?view=detailv2&iss=sbi&form=SBIVSP&q=imgurl:${url}`;
    case "yandex":
      return `https://yandex.com/images/search?rpt=imageview&url=${url}`;
    case "tineye":
      return `https://tineye.com/search?url=${url}`;
  }
}
