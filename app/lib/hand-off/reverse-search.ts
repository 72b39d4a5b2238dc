// Reverse image search engines, for the image inspector's pictures and the video inspector's frames. With
// an address of the image (its own, or the temporary one of a shared picture, decision 034) they open on
// it directly; a file from the visitor's device is otherwise pasted or uploaded there by the visitor.

export const ENGINES = ["google", "bing", "yandex", "tineye"] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * Each engine: its name, its page for uploading or pasting a picture by hand, and its search of a picture
 * at an address (checked against the engines' own links, 2026-12).
 */
const ENGINE_TABLE: Record<Engine, { name: string; upload: string; byAddress: (encoded: string) => string }> =
  {
    google: {
      name: "Google Lens",
      upload: "https://lens.google.com/",
      byAddress: (url) => `https://lens.google.com/uploadbyurl?url=${url}`,
    },
    bing: {
      name: "Bing",
      upload: "https://www.bing.com/images/feed?form=SBIHMP",
      byAddress: (url) =>
        `https://www.bing.com/images/search?view=detailv2&iss=sbi&form=SBIVSP&q=imgurl:${url}`,
    },
    yandex: {
      name: "Yandex",
      upload: "https://yandex.com/images/",
      byAddress: (url) => `https://yandex.com/images/search?rpt=imageview&url=${url}`,
    },
    tineye: {
      name: "TinEye",
      upload: "https://tineye.com/",
      byAddress: (url) => `https://tineye.com/search?url=${url}`,
    },
  };

export const ENGINE_NAMES = Object.fromEntries(
  ENGINES.map((engine) => [engine, ENGINE_TABLE[engine].name]),
) as Record<Engine, string>;

/** Each engine's page for uploading a picture by hand. */
export const UPLOAD_PAGES = Object.fromEntries(
  ENGINES.map((engine) => [engine, ENGINE_TABLE[engine].upload]),
) as Record<Engine, string>;

/** The search of the picture at `imageUrl` on `engine`. */
export function searchByUrl(engine: Engine, imageUrl: string): string {
  return ENGINE_TABLE[engine].byAddress(encodeURIComponent(imageUrl));
}
