/** A change to the short_links table, as every process and every browser hears of it. */
export interface ShortLinkChange {
  type: "insert" | "update" | "delete";
  id: number;
  /** The link is unlisted: every process hears of it, browsers' live streams do not. */
  unlisted?: boolean;
  /**
   * Set when where the link leads changed (a new destination, or removed): its slugs, which every
   * process drops from what it remembers of redirects.
   */
  slugs?: string[];
}

/**
 * Where changes are announced and heard: in-process on SQLite, LISTEN/NOTIFY on PostgreSQL, so that
 * several server processes on one database all hear every change.
 */
export interface ChangeFeed {
  publish(change: ShortLinkChange): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: (change: ShortLinkChange) => void): () => void;
  close(): Promise<void>;
}
