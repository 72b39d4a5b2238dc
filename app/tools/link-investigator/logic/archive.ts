/**
 * Where archived copies of a page can be looked up. Both services take the page's address as written,
 * in the path; the Wayback Machine lists every snapshot, archive.today its own.
 */
export interface ArchiveLinks {
  wayback: string;
  archiveToday: string;
}

export function archiveLinks(url: string): ArchiveLinks {
  return {
    wayback: `https://web.archive.org/web/*/${url}`,
    archiveToday: `https://archive.ph/${url}`,
  };
}

/**
 * The address the archives are asked about: the page's, without its query string and fragment, which
 * often carry what identifies a person (a session, a token, an email address), unless the visitor asks
 * for the full address (`full`).
 */
export function archiveAddress(url: string, full: boolean): string {
  const parsed = URL.parse(url);
  if (full || parsed === null) return url;
  parsed.search = "";
  parsed.hash = "";
  return parsed.href;
}
