import { describe, expect, it } from "vitest";
import { type DnsQueries, lookupDnsRecords, type MxRecord } from "./dns-records.ts";

type Answer<T> = T[] | "hang" | "ENODATA" | "ENOTFOUND" | "ESERVFAIL";

function dnsAnswering(answers: {
  a?: Answer<string>;
  aaaa?: Answer<string>;
  mx?: Answer<MxRecord>;
  ns?: Answer<string>;
}): DnsQueries & { asked: string[] } {
  const asked: string[] = [];
  const query =
    <T>(type: string, answer: Answer<T> = "ENODATA") =>
    (hostname: string): Promise<T[]> => {
      asked.push(`${type} ${hostname}`);
      if (answer === "hang") return new Promise(() => {});
      if (typeof answer === "string") {
        return Promise.reject(
          Object.assign(new Error(`query${type} ${answer} ${hostname}`), { code: answer }),
        );
      }
      return Promise.resolve(answer);
    };
  return {
    asked,
    resolve4: query("A", answers.a),
    resolve6: query("AAAA", answers.aaaa),
    resolveMx: query("MX", answers.mx),
    resolveNs: query("NS", answers.ns),
  };
}

const names = { host: "www.veri-example.com", zone: "veri-example.com" };
const budget = () => AbortSignal.timeout(5000);

describe("lookupDnsRecords", () => {
  it("asks A, AAAA and MX of the host and NS of the zone, mail servers by priority", async () => {
    const dns = dnsAnswering({
      a: ["192.0.2.10", "192.0.2.11"],
      aaaa: ["2001:db8::10"],
      mx: [
        { exchange: "backup.mail.example", priority: 20 },
        { exchange: "b.mail.example", priority: 10 },
        { exchange: "a.mail.example", priority: 10 },
      ],
      ns: ["ns1.host.example", "ns2.host.example"],
    });
    expect(await lookupDnsRecords(dns, names, budget())).toEqual({
      a: ["192.0.2.10", "192.0.2.11"],
      aaaa: ["2001:db8::10"],
      mx: [
        { exchange: "a.mail.example", priority: 10 },
        { exchange: "b.mail.example", priority: 10 },
        { exchange: "backup.mail.example", priority: 20 },
      ],
      ns: ["ns1.host.example", "ns2.host.example"],
    });
    expect(dns.asked.toSorted()).toEqual([
      "A www.veri-example.com",
      "AAAA www.veri-example.com",
      "MX www.veri-example.com",
      "NS veri-example.com",
    ]);
  });

  it("gives each type that fails, has no records or does not answer in time an empty list", async () => {
    const dns = dnsAnswering({ a: ["192.0.2.10"], aaaa: "ENODATA", mx: "ESERVFAIL", ns: "hang" });
    expect(await lookupDnsRecords(dns, names, AbortSignal.timeout(50))).toEqual({
      a: ["192.0.2.10"],
      aaaa: [],
      mx: [],
      ns: [],
    });
  });

  it("counts a name with no records of any type as answered", async () => {
    expect(await lookupDnsRecords(dnsAnswering({}), names, budget())).toEqual({
      a: [],
      aaaa: [],
      mx: [],
      ns: [],
    });
  });

  it("is null when not one query was answered", async () => {
    const missing = dnsAnswering({ a: "ENOTFOUND", aaaa: "ENOTFOUND", mx: "ENOTFOUND", ns: "ENOTFOUND" });
    expect(await lookupDnsRecords(missing, names, budget())).toBeNull();
    const silent = dnsAnswering({ a: "hang", aaaa: "hang", mx: "hang", ns: "hang" });
    expect(await lookupDnsRecords(silent, names, AbortSignal.timeout(50))).toBeNull();
    expect(
      await lookupDnsRecords(dnsAnswering({ a: ["192.0.2.10"] }), names, AbortSignal.abort()),
    ).toBeNull();
  });
});
