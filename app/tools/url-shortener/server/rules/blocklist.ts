// Blocklist of domains and URL prefixes: the shipped default plus an operator's BLOCKLIST_FILE,
// reloaded when that file changes so an outbreak can be blocked without a restart.
import { readFileSync, type Stats, statSync } from "node:fs";
import { stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { comparableHost, comparablePath } from "./url-key.ts";
import { type Logger, refuse, SAFE, type Verdict } from "./verdict.ts";

export type BlocklistEntries = {
  /** Lowercase punycode domains; each also blocks its subdomains. */
  domains: ReadonlySet<string>;
  /** Comparable "host/path?query" prefixes, scheme and port left out. */
  prefixes: readonly string[];
  /** Lines that are neither, for the operator to fix. */
  invalid: readonly { line: number; text: string }[];
};

export type Blocklist = {
  /** The entry that blocks the URL, or null. */
  match(url: URL): string | null;
  /** Stops watching BLOCKLIST_FILE. */
  close(): void;
};

export type BlocklistOptions = {
  /** BLOCKLIST_FILE: read at creation (a missing file is a startup error) and re-read when it changes. */
  file?: string;
  logger?: Logger;
  /** How often the file's modification is polled. */
  intervalMs?: number;
};

export const DEFAULT_BLOCKLIST_FILE = fileURLToPath(new URL("./default-blocklist.txt", import.meta.url));

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const DOMAIN = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;

function urlKey(url: URL): string {
  return comparableHost(url) + comparablePath(url.pathname) + url.search.toLowerCase();
}

function parsePrefix(entry: string): string | null {
  const url = URL.parse(SCHEME.test(entry) ? entry : `http://${entry}`);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  return urlKey(url);
}

function parseDomain(entry: string): string | null {
  // "*.evil.example" and ".evil.example" are read as "evil.example", which blocks subdomains anyway.
  const url = URL.parse(`http://${entry.replace(/^\*?\./, "")}`);
  if (url?.pathname !== "/" || url.port || url.username || url.search) return null;
  const domain = comparableHost(url);
  return DOMAIN.test(domain) ? domain : null;
}

export function parseBlocklist(text: string): BlocklistEntries {
  const domains = new Set<string>();
  const prefixes: string[] = [];
  const invalid: { line: number; text: string }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const entry = (raw.split("#", 1)[0] ?? "").trim();
    if (entry === "") return;
    const isPrefix = entry.includes("/");
    const parsed = isPrefix ? parsePrefix(entry) : parseDomain(entry);
    if (parsed === null) invalid.push({ line: index + 1, text: raw });
    else if (isPrefix) prefixes.push(parsed);
    else domains.add(parsed);
  });
  return { domains, prefixes, invalid };
}

/** The blocking entry for a URL: its host or a parent domain, else the first prefix it starts with. */
export function matchBlocklist(url: URL, entries: BlocklistEntries): string | null {
  let host = comparableHost(url);
  for (;;) {
    if (entries.domains.has(host)) return host;
    const dot = host.indexOf(".");
    if (dot < 0) break;
    host = host.slice(dot + 1);
  }
  const key = urlKey(url);
  return entries.prefixes.find((prefix) => key.startsWith(prefix)) ?? null;
}

function load(file: string, logger: Logger): BlocklistEntries {
  const entries = parseBlocklist(readFileSync(file, "utf8"));
  if (entries.invalid.length > 0) {
    logger.warn("Blocklist lines ignored: neither a domain nor a URL prefix", {
      file,
      lines: entries.invalid,
    });
  }
  return entries;
}

const NO_ENTRIES: BlocklistEntries = { domains: new Set(), prefixes: [], invalid: [] };

// What identifies one version of the file; polled rather than watched with fs.watch, which misses
// editors and deploy tools that replace the file instead of writing it.
function versionOf(stats: Stats): string {
  return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
}

export function createBlocklist(options: BlocklistOptions = {}): Blocklist {
  const { file, logger = console, intervalMs = 2000 } = options;
  const shipped = load(DEFAULT_BLOCKLIST_FILE, logger);
  let extra = NO_ENTRIES;
  let stopWatching = () => {};

  if (file) {
    // Stat before reading: a change made in between is seen as a new version at the next poll.
    let loadedVersion: string;
    try {
      loadedVersion = versionOf(statSync(file));
      extra = load(file, logger);
    } catch (error) {
      throw new Error(`Cannot read BLOCKLIST_FILE ${file}`, { cause: error });
    }
    let polling = false;
    let closed = false;
    const poll = async () => {
      const version = await stat(file).then(versionOf, () => "missing");
      // A poll under way when the list was closed must not load what was written after.
      if (closed || version === loadedVersion) return;
      loadedVersion = version;
      try {
        if (version === "missing") throw new Error("the file is gone");
        extra = load(file, logger);
      } catch (error) {
        // A half-deployed or deleted file must not silently unblock everything: keep the last good list.
        logger.warn("Blocklist reload failed; keeping the previous list", { file, error: String(error) });
      }
    };
    const timer = setInterval(() => {
      if (polling) return;
      polling = true;
      void poll().finally(() => {
        polling = false;
      });
    }, intervalMs);
    timer.unref();
    stopWatching = () => {
      closed = true;
      clearInterval(timer);
    };
  }

  return {
    match: (url) => matchBlocklist(url, shipped) ?? matchBlocklist(url, extra),
    close: () => stopWatching(),
  };
}

export function checkBlocklist(url: URL, blocklist: Pick<Blocklist, "match">): Verdict {
  return blocklist.match(url) === null ? SAFE : refuse("blocklisted", "This address is on the blocklist.");
}
