// The DNS records the report shows: where the host's name points (A, AAAA), where its mail goes (MX) and
// which name servers answer for the domain (NS). A fact-checker reads them for signs of throwaway hosting:
// no mail, a parking provider's name servers, the same addresses as a known bad site.

export interface MxRecord {
  exchange: string;
  priority: number;
}

export interface DnsRecords {
  a: string[];
  aaaa: string[];
  mx: MxRecord[];
  ns: string[];
}

/** The queries asked; a node:dns/promises Resolver is one, a test passes a table. */
export interface DnsQueries {
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
  resolveMx(hostname: string): Promise<MxRecord[]>;
  resolveNs(hostname: string): Promise<string[]>;
}

// "The name exists but has no record of this type": an answer (none), not a failure.
const NO_DATA = "ENODATA";

/**
 * A, AAAA and MX of the host, NS of the zone (its registrable domain), asked at once. Each type that fails
 * or is still unanswered when the signal aborts is an empty list; null when not one of them was answered
 * (the name does not exist, DNS is unreachable, or it all took too long).
 */
export async function lookupDnsRecords(
  dns: DnsQueries,
  names: { host: string; zone: string },
  signal: AbortSignal,
): Promise<DnsRecords | null> {
  const [a, aaaa, mx, ns] = await Promise.all([
    answer(dns.resolve4(names.host), signal),
    answer(dns.resolve6(names.host), signal),
    answer(dns.resolveMx(names.host), signal),
    answer(dns.resolveNs(names.zone), signal),
  ]);
  if (!a && !aaaa && !mx && !ns) return null;
  return {
    a: a ?? [],
    aaaa: aaaa ?? [],
    mx: (mx ?? []).toSorted((x, y) => x.priority - y.priority || x.exchange.localeCompare(y.exchange)),
    ns: ns ?? [],
  };
}

/** The records of one query: [] when there are none, null when it failed or the signal aborted first. */
function answer<T>(query: Promise<T[]>, signal: AbortSignal): Promise<T[] | null> {
  return new Promise((resolve) => {
    // A resolver takes no signal; an abandoned query ends on its own timeout, its answer unread.
    // Whichever settles first wins; the query is always read, so a late failure is never left unhandled.
    const onAbort = () => resolve(null);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
    query
      .then(
        (records) => resolve(records),
        (error: NodeJS.ErrnoException) => resolve(error?.code === NO_DATA ? [] : null),
      )
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}
