import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Reader, type Response } from "mmdb-lib";
import { LruCache } from "#server/lib/lru-cache.ts";

/** The IP-to-country database shipped as a package (CC0 package of NRO data, CC BY 4.0): decision 015. */
const PACKAGE = "@ip-location-db/geo-whois-asn-country-mmdb";

/** The ISO 3166-1 alpha-2 code of the country an address is registered in, or "" when unknown. */
export type CountryLookup = (address: string) => string;

type CountryRecord = { country_code?: string } & Response;

/**
 * Reads the IPv4 + IPv6 database (8 MB, held in memory: a lookup is a few microseconds). The address
 * (IPv4-mapped ones already unmapped by client-address.ts) is looked up and never written anywhere; only
 * the country is stored.
 */
export async function loadCountryLookup(
  file = path.join(
    path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`)),
    "geo-whois-asn-country.mmdb",
  ),
): Promise<CountryLookup> {
  // Every record of the database is one country: decoded once, not at each lookup (a few hundred).
  const reader = new Reader<CountryRecord>(await readFile(file), { cache: new LruCache(1000) });
  // The countries of the last thousand addresses, in memory only (as the rate limits hold addresses): a
  // visitor's clicks, a connection kept alive, the visitors behind one NAT. Parsing the address and
  // walking the tree was about 3 % of a redirect's work under load.
  const found = new LruCache<string, string>(1000);
  return (address) => {
    let code = found.get(address);
    if (code === undefined) {
      code = lookUp(reader, address);
      found.set(address, code);
    }
    return code;
  };
}

function lookUp(reader: Reader<CountryRecord>, address: string): string {
  try {
    const code = reader.get(address)?.country_code;
    return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : "";
  } catch {
    // Not an address (a test client, a malformed forwarded header).
    return "";
  }
}
