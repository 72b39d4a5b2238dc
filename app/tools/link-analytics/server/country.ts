import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Reader } from "mmdb-lib";

/** The IP-to-country database shipped as a package (CC0 package of NRO data, CC BY 4.0): decision 015. */
const PACKAGE = "@ip-location-db/geo-whois-asn-country-mmdb";

/** The ISO 3166-1 alpha-2 code of the country an address is registered in, or "" when unknown. */
export type CountryLookup = (address: string) => string;

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
  const reader = new Reader<{ country_code?: string } & import("mmdb-lib").Response>(await readFile(file));
  return (address) => {
    try {
      const code = reader.get(address)?.country_code;
      return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : "";
    } catch {
      // Not an address (a test client, a malformed forwarded header).
      return "";
    }
  };
}
