// The IPv4 walk (ipv4-tree.ts) against mmdb-lib's own lookup on the shipped database: the same record for
// every address tried, and the same country through loadCountryLookup.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Reader, type Response } from "mmdb-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "#app/test/seeded-random.ts";
import { loadCountryLookup } from "./country.ts";
import { ipv4Walker, parseDottedQuad } from "./ipv4-tree.ts";

const FILE = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country-mmdb/package.json"),
  ),
  "geo-whois-asn-country.mmdb",
);

/** A reproducible spread of addresses, and the edges of the space. */
function addresses(count: number): string[] {
  const random = seededRandom(44);
  const list = [
    "0.0.0.0",
    "255.255.255.255",
    "127.0.0.1",
    "10.1.2.3",
    "8.8.8.8",
    "14.160.0.1",
    "193.51.24.1",
  ];
  for (let i = 0; i < count; i++) {
    list.push(Array.from({ length: 4 }, () => Math.floor(random() * 256)).join("."));
  }
  return list;
}

describe("parseDottedQuad", () => {
  it.each([
    ["0.0.0.0", 0],
    ["1.2.3.4", 0x01020304],
    ["255.255.255.255", 0xffffffff],
    ["192.168.0.10", 0xc0a8000a],
  ])("reads %s", (text, value) => {
    expect(parseDottedQuad(text)).toBe(value);
  });

  it.each([
    "",
    "1.2.3",
    "1.2.3.4.5",
    "1.2.3.256",
    "01.2.3.4",
    "1.2.3.4.",
    ".1.2.3.4",
    "1..3.4",
    "1.2.3.-4",
    "1.2.3.4 ",
    "::1",
    "::ffff:1.2.3.4",
    "1.2.3.4%eth0",
    "1111.2.3.4",
    "١.٢.٣.٤",
  ])("refuses %j", (text) => {
    expect(parseDottedQuad(text)).toBeNull();
  });
});

describe("the IPv4 walk of the shipped database", () => {
  let reader: Reader<{ country_code?: string } & Response>;
  let walk: ReturnType<typeof ipv4Walker>;
  let country: (address: string) => string;
  beforeAll(async () => {
    const db = await readFile(FILE);
    reader = new Reader(db);
    walk = ipv4Walker(db, reader.metadata);
    country = await loadCountryLookup(FILE);
  });

  it("finds a record exactly where mmdb-lib does, and the same country, for 100,000 addresses", () => {
    const differ: string[] = [];
    for (const address of addresses(100_000)) {
      const pointer = walk(address);
      const expected = reader.get(address)?.country_code ?? "";
      if ((pointer === null) !== (reader.get(address) === null) || country(address) !== expected) {
        differ.push(address);
      }
    }
    expect(differ).toEqual([]);
  });

  it("leaves anything but a dotted quad to mmdb-lib", () => {
    expect(walk("2001:4860:4860::8888")).toBeUndefined();
    expect(walk("not an address")).toBeUndefined();
    expect(country("2001:4860:4860::8888")).toBe("US");
    expect(country("not an address")).toBe("");
  });
});
