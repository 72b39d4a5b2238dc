import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Reader, type Response } from "mmdb-lib";
import { LruCache } from "#server/lib/lru-cache.ts";
import { ipv4Walker } from "./ipv4-tree.ts";

/** The IP-to-country database shipped as a package (CC0 package of NRO data, CC BY 4.0): decision 015. */
const PACKAGE = "@ip-location-db/geo-whois-asn-country-mmdb";

/** The ISO 3166-1 alpha-2 code of the country an address is registered in, or "" when unknown. */
export type CountryLookup = (address: string) => string;

type CountryRecord = { country_code?: string } & Response;

/**
 * Reads the IPv4 + IPv6 database (8 MB, held in memory: a lookup is a few microseconds). The address
 * (IPv4-mapped ones already unmapped by client-address.ts) is looked up and forgotten; only the country
 * is kept.
 */
export async function loadCountryLookup(
  file = path.join(
    path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`)),
    "geo-whois-asn-country.mmdb",
  ),
): Promise<CountryLookup> {
  // Every record of the database is one country: decoded once, not at each lookup (a few hundred). The
  // addresses themselves are not cached: they are looked up and forgotten, as the privacy page says.
  const db = await readFile(file);
  const reader = new Reader<CountryRecord>(db, { cache: new LruCache(1000) });
  // IPv4 addresses walk the tree with our own code (decision 041), then find their record's country here.
  const walk = ipv4Walker(db, reader.metadata);
  const countries = new Map<number, string>();
  return (address) => {
    const pointer = walk(address);
    if (pointer === undefined) return lookUp(reader, address);
    if (pointer === null) return "";
    let code = countries.get(pointer);
    if (code === undefined) {
      code = lookUp(reader, address);
      if (countries.size < MAX_RECORDS) countries.set(pointer, code);
    }
    return code;
  };
}

/** Records remembered by their place in the file: the database holds one a country, a few hundred. */
const MAX_RECORDS = 4096;

function lookUp(reader: Reader<CountryRecord>, address: string): string {
  try {
    const code = reader.get(address)?.country_code;
    return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : "";
  } catch {
    // Not an address (a test client, a malformed forwarded header).
    return "";
  }
}
