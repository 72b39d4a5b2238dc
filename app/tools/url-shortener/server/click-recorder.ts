/** What a request tells about a visit; read once, never stored as such. */
export interface VisitRequest {
  agent: string | undefined;
  referrer: string | undefined;
  /** The client's address: looked up for its country, then dropped. */
  address: string;
}

/** What is kept of a visit (decision 015): never an address nor anything identifying; "" when unknown. */
export interface VisitFigures {
  bot: boolean;
  /** The referring site's host name. */
  referrer: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** desktop, mobile, tablet or tv. */
  device: string;
  browser: string;
  os: string;
}

/** Visits to store: which link, when, their figures, and how many alike visits (at least 1). */
export interface ClickEvent extends VisitFigures {
  linkId: number;
  /** ISO 8601 UTC. */
  at: string;
  clicks: number;
}

export interface ClickRecorder {
  /**
   * Resolves once the click survives a kill of the process (written to the journal, click-journal.ts),
   * so that a redirect answered after it is counted. Never rejects: a failed journal write is logged,
   * and the click stored at the next fold if the process lives until then. `figures` is not copied: alike visits may share
   * one object (the visit classifier's), and the journal counts a run of them in one event.
   */
  record(linkId: number, at: string, figures: Readonly<VisitFigures>): Promise<void>;
  /** Stores what is queued, then refuses nothing but stores no more in the background. */
  close(): Promise<void>;
}
