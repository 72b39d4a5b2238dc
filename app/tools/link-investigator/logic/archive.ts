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
