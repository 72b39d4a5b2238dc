import { describe, expect, it } from "vitest";
import { parseBootstrap, parseRegistration, rdapBaseFor } from "./rdap.ts";

// Shaped like https://data.iana.org/rdap/dns.json (RFC 9224), cut down.
const IANA_BOOTSTRAP = {
  description: "RDAP bootstrap file for Domain Name System registrations",
  publication: "2025-06-10T18:00:02Z",
  services: [
    [["com", "net"], ["https://rdap.verisign.com/com/v1/"]],
    [
      ["fr", "re", "pm"],
      ["http://rdap.nic.fr/", "https://rdap.nic.fr/"],
    ],
    [["xn--p1ai", "ru"], ["https://rdap.tcinet.ru"]],
    [["co.example"], ["https://rdap.co.example/"]],
    "not a service",
    [["broken"], [42, "not a url"]],
  ],
  version: "1.0",
};

describe("parseBootstrap and rdapBaseFor", () => {
  const bootstrap = parseBootstrap(IANA_BOOTSTRAP);

  it("finds the base URL of a domain's TLD", () => {
    expect(rdapBaseFor(bootstrap, "example.com")).toBe("https://rdap.verisign.com/com/v1/");
    expect(rdapBaseFor(bootstrap, "EXAMPLE.NET")).toBe("https://rdap.verisign.com/com/v1/");
  });

  it("prefers https, and ends every base with a slash so paths resolve under it", () => {
    expect(rdapBaseFor(bootstrap, "xn--lyse-9oad.fr")).toBe("https://rdap.nic.fr/");
    expect(rdapBaseFor(bootstrap, "xn--e1afmkfd.xn--p1ai")).toBe("https://rdap.tcinet.ru/");
  });

  it("takes the longest suffix listed", () => {
    expect(rdapBaseFor(bootstrap, "shop.co.example")).toBe("https://rdap.co.example/");
  });

  it("has none for a TLD the bootstrap does not list, or entries without a usable URL", () => {
    expect(rdapBaseFor(bootstrap, "xn--bcngan-jxa6332d.vn")).toBeNull();
    expect(rdapBaseFor(bootstrap, "site.broken")).toBeNull();
    expect(rdapBaseFor(null, "example.com")).toBeNull();
  });

  it("refuses a document that is not a bootstrap", () => {
    expect(parseBootstrap({ errorCode: 404 })).toBeNull();
    expect(parseBootstrap([["com"], ["https://rdap.verisign.com/com/v1/"]])).toBeNull();
    expect(parseBootstrap("services")).toBeNull();
  });
});

// Shaped like Verisign's answer for a .com (RFC 9083 with the ICANN response profile), names invented.
const VERISIGN_STYLE = {
  objectClassName: "domain",
  handle: "2930145817_DOMAIN_COM-VRSN",
  ldhName: "VERI-EXAMPLE.COM",
  links: [
    {
      value: "https://rdap.verisign.com/com/v1/domain/VERI-EXAMPLE.COM",
      rel: "self",
      href: "https://rdap.verisign.com/com/v1/domain/VERI-EXAMPLE.COM",
      type: "application/rdap+json",
    },
  ],
  status: ["client transfer prohibited"],
  entities: [
    {
      objectClassName: "entity",
      handle: "9999",
      roles: ["registrar"],
      publicIds: [{ type: "IANA Registrar ID", identifier: "9999" }],
      vcardArray: [
        "vcard",
        [
          ["version", {}, "text", "4.0"],
          ["fn", {}, "text", "Example Registrar, Inc."],
        ],
      ],
      entities: [
        {
          objectClassName: "entity",
          roles: ["abuse"],
          vcardArray: [
            "vcard",
            [
              ["version", {}, "text", "4.0"],
              ["fn", {}, "text", ""],
              ["tel", { type: "voice" }, "uri", "tel:+1.5555550100"],
              ["email", {}, "text", "abuse@registrar.example"],
            ],
          ],
        },
      ],
    },
  ],
  events: [
    { eventAction: "registration", eventDate: "2025-06-01T09:30:00Z" },
    { eventAction: "expiration", eventDate: "2026-06-01T09:30:00Z" },
    { eventAction: "last changed", eventDate: "2025-06-02T10:00:00Z" },
    { eventAction: "last update of RDAP database", eventDate: "2025-06-15T11:58:01Z" },
  ],
  secureDNS: { delegationSigned: false },
  nameservers: [{ objectClassName: "nameserver", ldhName: "NS1.HOST.EXAMPLE" }],
  rdapConformance: ["rdap_level_0", "icann_rdap_response_profile_1"],
  notices: [{ title: "Terms of Use", description: ["Service subject to Terms of Use."] }],
};

describe("parseRegistration", () => {
  it("reads the registration and expiration events and the registrar's name", () => {
    expect(parseRegistration(VERISIGN_STYLE)).toEqual({
      registered: "2025-06-01T09:30:00.000Z",
      expires: "2026-06-01T09:30:00.000Z",
      registrar: "Example Registrar, Inc.",
    });
  });

  it("finds a registrar nested under another entity", () => {
    const nested = {
      objectClassName: "domain",
      ldhName: "xn--bcngan-jxa6332d.vn",
      entities: [
        {
          objectClassName: "entity",
          roles: ["registrant"],
          vcardArray: ["vcard", [["fn", {}, "text", "Someone"]]],
          entities: [
            {
              objectClassName: "entity",
              roles: ["technical", "registrar"],
              vcardArray: ["vcard", [["fn", {}, "text", " Nhà đăng ký Ví Dụ "]]],
            },
          ],
        },
      ],
      events: [{ eventAction: "registration", eventDate: "2010-03-04" }],
    };
    expect(parseRegistration(nested)).toEqual({
      registered: "2010-03-04T00:00:00.000Z",
      expires: null,
      registrar: "Nhà đăng ký Ví Dụ",
    });
  });

  it("leaves out what the answer does not say, or says unreadably", () => {
    expect(
      parseRegistration({
        objectClassName: "domain",
        events: [{ eventAction: "registration", eventDate: "the other day" }, { eventAction: "expiration" }],
        entities: [{ roles: ["registrar"], handle: "1234" }, "junk"],
      }),
    ).toEqual({ registered: null, expires: null, registrar: null });
    expect(parseRegistration({ objectClassName: "domain" })).toEqual({
      registered: null,
      expires: null,
      registrar: null,
    });
  });

  it("is null for anything but a domain object", () => {
    expect(parseRegistration({ errorCode: 404, title: "Not Found" })).toBeNull();
    expect(parseRegistration({ objectClassName: "entity", events: [] })).toBeNull();
    expect(parseRegistration([VERISIGN_STYLE])).toBeNull();
    expect(parseRegistration(null)).toBeNull();
  });
});
