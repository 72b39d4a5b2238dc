import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engineList, minutesToWait } from "#app/features/reverse-search/share-values.ts";
import { countryName, formatDistance } from "#app/features/where/logic/place-description.ts";
import { cityName, zoneLabel } from "../features/time-zones/logic/city-names.ts";
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonth,
  formatNumber,
  formatWallDate,
  formatWallTime,
} from "../lib/dates/format-date.ts";
import { formatBytes } from "../lib/files/format-bytes.ts";
import { scriptNames } from "../lib/text/script-name.ts";
import { localeFile, NAMESPACES } from "../site/namespaces.ts";
import { categories } from "../tools/categories.ts";
import { formatDocDate } from "../tools/document-inspector/logic/doc-dates.ts";
import { parseDate } from "../tools/image-inspector/logic/dates.ts";
import { aiEvidence, identifyingText } from "../tools/image-inspector/logic/export.ts";
import { dateFormats } from "../tools/image-inspector/logic/formats.ts";
import { describeCoordinates } from "../tools/sun-position/logic/coordinates.ts";
import { invalidJsonParams, jsonProblemText } from "../tools/text-tools/state/json-error.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "./languages.ts";
import { createTranslator, type TFunction } from "./translator.ts";

// Every text of every namespace, in every language, filled through the real translator with the values
// the app passes (dates written by the site's formatter, zones named by zoneLabel, counts of 1 and 5,
// lists of one and three items…), then read by rules that each find one way a filled sentence breaks.
// Texts without a placeholder are read as they are: a number typed by hand is caught the same way.

const APP = path.resolve(import.meta.dirname, "..");

const load = (lang: Language, ns: string): unknown =>
  JSON.parse(readFileSync(path.join(APP, localeFile(lang, ns)), "utf8"));

const TRANSLATORS = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    createTranslator(lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, load(lang, ns)]))).t,
  ]),
) as Record<Language, TFunction>;

// --- The rules --------------------------------------------------------------------------------------

/**
 * Placeholders whose value may be a web address: a link's title falls back to its address; the image
 * inspector names where a file's Content Credentials are stored online.
 */
const URL_PLACEHOLDERS = new Set(["text", "title", "address", "url", "location"]);

/** What a rule reads: the filled text, its language, and the values passed where an address may be. */
interface Rendered {
  text: string;
  lang: Language;
  /** Values the text may show as they are (web addresses passed where one is expected). */
  allowed?: readonly string[];
}

/** Text quoted back to the reader (“…”, « … ») is a citation, read as written: rules skip it. */
const withoutQuotes = (text: string) => text.replace(/“[^”]*”|«[^»]*»/g, "");

/** A word written twice in a row: « lúc lúc », « le le ». French repeats some pronouns on purpose. */
function repeatedWord({ text, lang }: Rendered): string | null {
  const words = text.split(/\s+/);
  // Vietnamese says east-northeast « đông đông bắc » (the where feature's compass points).
  const allowed = lang === "fr" ? ["nous", "vous"] : lang === "vi" ? ["đông", "tây"] : [];
  for (let i = 1; i < words.length; i++) {
    const [before, word] = [words[i - 1]?.toLowerCase() ?? "", words[i]?.toLowerCase() ?? ""];
    if (before === word && /^\p{L}+$/u.test(word) && !allowed.includes(word)) return `« ${before} ${word} »`;
  }
  return null;
}

const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An ISO 8601 timestamp in a sentence, where a reader wants a date in words. */
function isoTimestamp({ text }: Rendered): string | null {
  return ISO_TIMESTAMP.exec(withoutQuotes(text))?.[0] ?? null;
}

const ZONE_ID = /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/\w+/;
const ZONE_AFTER_ITS_NAME =
  /\((?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/\w+\)/g;

/** A raw IANA zone id; zoneLabel's « Paris (Europe/Paris) », the id after the zone's name, is fine. */
function rawZoneId({ text }: Rendered): string | null {
  return ZONE_ID.exec(withoutQuotes(text).replace(ZONE_AFTER_ITS_NAME, ""))?.[0] ?? null;
}

/** A web address in a sentence, unless it is a value passed where an address is expected. */
function webAddress({ text, allowed = [] }: Rendered): string | null {
  const rest = allowed.reduce((remaining, value) => remaining.replaceAll(value, ""), withoutQuotes(text));
  return /https?:\/\/\S+/.exec(rest)?.[0] ?? null;
}

/**
 * A number written the English way in French or Vietnamese: a decimal point (French has none; in
 * Vietnamese a dot groups thousands, so a dot followed by other than three digits), a time's fraction
 * after a dot (54.657), or commas grouping digits (1,139,307).
 */
function englishNumber({ text, lang }: Rendered): string | null {
  if (lang === "en") return null;
  const decimalPoint = lang === "fr" ? /\d\.\d/ : /\d\.(?:\d{1,2}|\d{4,})(?!\d)/;
  const found =
    decimalPoint.exec(text) ?? /:\d{2}\.\d/.exec(text) ?? /(?<![\d.,])\d{1,3}(?:,\d{3}){2,}(?!\d)/.exec(text);
  return found?.[0] ?? null;
}

/** Nouns whose singular ends in s or x. */
const INVARIABLE: Record<Language, readonly string[]> = {
  en: ["ms", "address"],
  fr: ["fois", "mois", "pas", "prix", "choix", "temps", "accès", "pays"],
  vi: [],
};

/**
 * A count its language calls singular (1 in English; 0 and 1 in French) before a plural noun: « 1 jours ».
 * Vietnamese nouns have one form.
 */
function singularCountPluralNoun({ text, lang }: Rendered): string | null {
  if (lang === "vi") return null;
  const counts = lang === "fr" ? "[01]" : "1";
  // Not the end of another number (1 000 001, 2.1, a 4,5:1 contrast).
  const pattern = new RegExp(`(?<![\\d.,:\\u202f])${counts}[ \\u00a0\\u202f](\\p{L}+)`, "gu");
  for (const match of text.matchAll(pattern)) {
    const noun = match[1] ?? "";
    if (/[sx]$/.test(noun) && !INVARIABLE[lang].includes(noun.toLowerCase())) return match[0];
  }
  return null;
}

/** A placeholder left as it was, for want of a value. */
function unfilled({ text }: Rendered): string | null {
  return /\{\{\s*[\w.]+\s*\}\}/.exec(text)?.[0] ?? null;
}

/** How each language says "more" around a ratio: after it in English and French, before it in Vietnamese. */
const MORE: Record<Language, { before?: RegExp; after?: RegExp }> = {
  en: { after: /^\s+times\s+(?:more|longer|larger|bigger|higher)/ },
  fr: { after: /^\s+fois\s+plus/ },
  vi: { before: /gấp\s+$/ },
};

/** « 0,6 fois plus longue », « dài gấp 0,6 lần », "0.6 times longer": a ratio below 1 said as more. */
function ratioBelowOneAsMore({ text, lang }: Rendered): string | null {
  const ratio = new Intl.NumberFormat(lang).format(0.6);
  const at = text.indexOf(ratio);
  if (at < 0) return null;
  const before = text.slice(Math.max(0, at - 12), at);
  const after = text.slice(at + ratio.length, at + ratio.length + 24);
  const { before: more, after: moreAfter } = MORE[lang];
  return more?.test(before) || moreAfter?.test(after) ? `${before}${ratio}${after}` : null;
}

const RULES = {
  repeatedWord,
  isoTimestamp,
  rawZoneId,
  webAddress,
  englishNumber,
  singularCountPluralNoun,
  unfilled,
  ratioBelowOneAsMore,
};
type RuleName = keyof typeof RULES;

/**
 * The rules about how a text itself is written, which read the texts without a placeholder too. The
 * others are about the values put in: a text's own examples of what to type (an address, a zone id, an
 * ISO timestamp) are meant.
 */
const EVERY_TEXT: ReadonlySet<RuleName> = new Set([
  "repeatedWord",
  "englishNumber",
  "singularCountPluralNoun",
]);

/** Texts that write a number the English way on purpose, and why. */
const ENGLISH_NUMBERS: ReadonlySet<string> = new Set([
  // What to type into the sun tool's place field, in the format it and the map links write back.
  "sun_position:form.placePlaceholder",
  "sun_position:errors.place.empty",
  "sun_position:errors.place.unreadable",
  // A licence's name: CC BY 4.0.
  "legal:privacy.sections.3.parts.0.items.2",
]);

// --- Realistic values, by placeholder name ----------------------------------------------------------

/** 14:05 in Hà Nội on 12 March 2024, a morning in Paris. */
const AT = Date.UTC(2024, 2, 12, 7, 5, 9);
const ADDRESS = "https://example.org/story";

interface Context {
  lang: Language;
  t: TFunction;
}

const stamp = (source: string, text: string, offset?: string) => {
  const parsed = parseDate(source, text, offset);
  if (!parsed) throw new Error(`unreadable date ${text}`);
  return parsed;
};

const list = (lang: Language, items: readonly string[]) =>
  new Intl.ListFormat(lang, { type: "conjunction" }).format(items);

/** A list and the count the sentence agrees with, one item and three. */
const LISTS: Record<string, (context: Context) => string[][]> = {
  names: () => [["utm_source"], ["utm_source", "utm_medium", "fbclid"]],
  dates: ({ lang }) => [
    [formatWallDate(lang, "2024-02-29")],
    ["2024-02-29", "2028-02-29", "2032-02-29"].map((day) => formatWallDate(lang, day)),
  ],
};

/** Each placeholder's values, as the screens pass them; every one of them is rendered at least once. */
const VALUES: Record<string, (context: Context) => readonly (string | number)[]> = {
  date: ({ lang }) => [
    formatDateTime(lang, AT, { timeZone: "Asia/Ho_Chi_Minh" }),
    formatDate(lang, AT, { timeZone: "UTC" }),
  ],
  time: ({ lang }) => [
    formatWallTime(lang, "2026-03-29T02:30:00"),
    formatDateTime(lang, AT, { timeZone: "Europe/Paris" }),
  ],
  from: ({ lang }) => [formatWallTime(lang, "2026-03-29T02:00:00")],
  to: ({ lang }) => [formatWallTime(lang, "2026-03-29T03:00:00")],
  shown: ({ lang }) => [formatWallTime(lang, "2026-03-29T03:30:00")],
  used: ({ lang }) => [formatWallDate(lang, "2026-02-28")],
  month: ({ lang }) => [formatMonth(lang, 2026, 2)],
  duration: ({ lang }) => [
    formatDuration(lang, [
      ["year", 1],
      ["day", 3],
    ]),
  ],
  place: ({ lang }) => [`Hanoi, ${new Intl.DisplayNames([lang], { type: "region" }).of("VN")}`],
  coordinates: ({ lang }) => [describeCoordinates(lang, { lat: 21.0245, lon: 105.84117 })],
  number: () => ["13"],
  day: () => ["31"],
  year: () => ["2026"],
  offset: () => ["+01:00"],
  zone: ({ lang }) => [zoneLabel("Europe/Paris", lang), zoneLabel("Asia/Ho_Chi_Minh", lang)],
  city: ({ lang }) => [cityName("Europe/London", lang), cityName("Asia/Ho_Chi_Minh", lang)],
  taken: ({ lang }) => [dateFormats(lang).stamp(stamp("DateTimeOriginal", "2024:05:01 10:00:00", "+07:00"))],
  modified: ({ lang }) => [dateFormats(lang).stamp(stamp("DateTime", "2024:06:10 08:00:00"))],
  first: ({ lang }) => [dateFormats(lang).stamp(stamp("xmp:CreateDate", "2023-12-24T18:30:00"))],
  last: ({ lang }) => [dateFormats(lang).stamp(stamp("DateTimeOriginal", "2024:05:01 10:00:00", "+07:00"))],
  firstSource: () => ["xmp:CreateDate"],
  lastSource: () => ["DateTimeOriginal"],
  source: () => ["DateTimeOriginal"],
  // Values the file writes, shown as written (chosen without version numbers, which are not numbers
  // the site writes).
  software: () => ["Adobe Photoshop (Windows)"],
  agent: () => ["Adobe Photoshop (Windows)"],
  lens: () => ["RF 24-105mm F4 L IS USM"],
  signer: () => ["Adobe Inc."],
  failures: () => ["assertion.dataHash.mismatch"],
  action: ({ t }) => [t("image_inspector:summary.historyActions.saved")],
  type: ({ t }) => [
    t("image_inspector:digitalSourceTypes.trainedAlgorithmicMedia"),
    t("image_inspector:digitalSourceTypes.compositeWithTrainedAlgorithmicMedia"),
  ],
  evidence: ({ t, lang }) => [
    aiEvidence(t, lang, [
      {
        source: "iptc",
        evidence: "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia",
        sourceType: "trainedAlgorithmicMedia",
      },
      { source: "xmp", evidence: "Adobe Firefly" },
    ]),
  ],
  format: () => ["GIF", "HEIC"],
  extension: () => [".png"],
  kind: ({ t }) => [t("image_inspector:identifying.author"), t("image_inspector:identifying.bodySerial")],
  fields: ({ t, lang }) => [
    identifyingText(t, lang, [
      { group: "exif", tag: "Artist", kind: "author", value: "Trần Thị B" },
      { group: "exif", tag: "BodySerialNumber", kind: "bodySerial", value: "032024001234" },
    ]),
  ],
  name: () => ["IMG_2041.jpg"],
  prefix: () => ["ABCDEF+"],
  margin: ({ lang }) => [new Intl.NumberFormat(lang, { style: "percent" }).format(0.05)],
  lat: ({ lang }) => [`${new Intl.NumberFormat(lang).format(23.4)}° N`],
  south: ({ lang }) => [`${new Intl.NumberFormat(lang).format(46.41)}° S`],
  north: ({ lang }) => [`${new Intl.NumberFormat(lang).format(46.41)}° N`],
  behind: ({ lang }) => [
    formatDuration(lang, [
      ["hour", 1],
      ["minute", 35],
    ]),
  ],
  ahead: ({ lang }) => [
    formatDuration(lang, [
      ["hour", 3],
      ["minute", 35],
    ]),
  ],
  lon: ({ lang }) => [`${new Intl.NumberFormat(lang).format(1.9)}° E`],
  size: ({ lang }) => [512, formatBytes(2_400_000, lang)],
  engines: ({ lang }) => [engineList(lang)],
  wait: ({ lang }) => [minutesToWait(60, lang), minutesToWait(1700, lang)],
  limit: ({ lang }) => [formatBytes(20_000_000, lang)],
  width: () => [4032],
  height: () => [3024],
  // A HEIF picture's size against EXIF's (the image inspector), as Intl writes it.
  exifWidth: ({ lang }) => [new Intl.NumberFormat(lang).format(4032)],
  exifHeight: ({ lang }) => [new Intl.NumberFormat(lang).format(3024)],
  // Content Credentials stored online.
  address: () => ["https://example.com/c2pa/remote-manifest.c2pa"],
  // The forensic views: a position in a photo, a zoom, a JPEG quality, a limit in millions of pixels.
  x: ({ lang }) => [new Intl.NumberFormat(lang).format(1250)],
  y: ({ lang }) => [new Intl.NumberFormat(lang).format(980)],
  zoom: () => [4, 16],
  quality: () => [90, 75, 95],
  max: ({ lang }) => [new Intl.NumberFormat(lang).format(50), 120, 99],
  value: () => [12.5, 134.2],
  // A GPS direction, as the image inspector writes it before naming its north.
  angle: ({ lang }) => [
    new Intl.NumberFormat(lang, { style: "unit", unit: "degree", unitDisplay: "narrow" }).format(90.25),
  ],
  altitude: ({ lang }) => [
    `${new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(39.9)}°`,
  ],
  ratio: () => [0.6, 2.5],
  percent: ({ lang }) => [new Intl.NumberFormat(lang, { style: "percent" }).format(0.07)],
  share: ({ lang }) => [new Intl.NumberFormat(lang, { style: "percent" }).format(0.42)],
  seconds: ({ lang }) => [new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(2.4), 2, 0.5],
  bytes: () => [3200],
  ms: () => [1200],
  // media from a link: where the page named a file, how much of it has come
  places: ({ t }) => [
    t("media_from_link:foundIn.og_video"),
    [t("media_from_link:foundIn.video"), t("media_from_link:foundIn.json-ld")].join(", "),
  ],
  received: ({ lang }) => [formatBytes(12_300_000, lang)],
  // The document inspector's pages, revisions, dates and people.
  read: ({ lang }) => [new Intl.NumberFormat(lang).format(12)],
  scanned: ({ lang }) => [new Intl.NumberFormat(lang).format(1200)],
  page: ({ lang }) => [new Intl.NumberFormat(lang).format(3)],
  pages: () => ["2", "1, 4, 7"],
  covered: ({ lang }) => [formatBytes(184_320, lang)],
  after: ({ lang }) => [formatBytes(2_150, lang)],
  infoDate: ({ lang, t }) => [
    formatDocDate(lang, "D:20260314093000+01'00'", t("document_inspector:whoWhen.noZone")),
  ],
  xmpDate: ({ lang, t }) => [
    formatDocDate(lang, "2026-03-16T10:00:00", t("document_inspector:whoWhen.noZone")),
  ],
  createdDate: ({ lang, t }) => [
    formatDocDate(lang, "D:20260314093000Z", t("document_inspector:whoWhen.noZone")),
  ],
  modifiedDate: ({ lang, t }) => [
    formatDocDate(lang, "D:20250101000000Z", t("document_inspector:whoWhen.noZone")),
  ],
  creator: () => ["Microsoft Word for Microsoft 365"],
  producer: () => ["Acrobat Distiller"],
  event: ({ t }) => [
    t("document_inspector:findings.events.created"),
    t("document_inspector:findings.events.modified"),
  ],
  names: () => ["Marie Dupont", "notes.txt, budget.xlsx"],
  people: () => ["Marie Dupont, Nguyễn Văn An"],
  tools: () => ["PDF Redact Tools"],
  parts: () => ["/metadata"],
  authors: () => ["Marie Dupont, Nguyễn Văn An"],
  removed: ({ lang }) => [new Intl.NumberFormat(lang).format(2), new Intl.NumberFormat(lang).format(1250)],
  added: ({ lang }) => [new Intl.NumberFormat(lang).format(1), new Intl.NumberFormat(lang).format(37)],
  template: () => ["file:///\\\\fileserver\\users\\mdupont\\Templates\\Press release.dotm"],
  sheets: () => ["Budget, Notes"],
  slides: () => ["4", "2, 7"],
  minutes: ({ lang }) => [new Intl.NumberFormat(lang).format(95)],
  anchor: () => ["the budget rose by 4%"],
  step: () => [3],
  host: () => ["example.org", "xn--pypal-4ve.com"],
  // Where a redirect led, a page's address, an archive's hash (page capture).
  location: () => ["https://example.org/2026/12/article"],
  url: () => ["https://example.org/2026/12/article?id=42"],
  sha256: () => ["9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
  version: () => [4],
  line: () => [3],
  column: () => [14],
  lines: () => [48_000],
  characters: () => [2_400_000],
  words: () => [350_000],
  detail: () => ["example.org"],
  status: () => [404, 503],
  letter: () => ["а (U+0430)"],
  script: ({ lang }) => [scriptNames(lang).inSentence("Cyrl")],
  latin: () => ["a"],
  slug: () => ["abc2345"],
  option: ({ t }) => [t("link_investigator:form.archiveFull")],
  label: ({ t }) => [t("link_investigator:report.destination.title")],
  unit: ({ t }) => [t("timestamp_decoder:units.ms")],
  token: () => ["]"],
  problem: ({ t }) => [jsonProblemText(t, { problem: "unexpected_token", token: "x" })],
  error: ({ t }) => [
    invalidJsonParams(t, { problem: "trailing_comma", token: "]", line: 1, column: 13 }).error ?? "",
  ],
  text: () => [ADDRESS],
  title: () => ["Les crues de la Saône", ADDRESS],
  email: () => ["contact@veritools.example"],
  query: () => ["élections 2026"],
  category: ({ lang }) => categories.map((category) => category.text[lang].name),
  language: ({ lang }) => [LANGUAGE_NAMES[lang]],
  theme: ({ t }) => [t("common:theme.dark")],
  current: ({ t }) => [t("common:theme.light")],
  deleted: ({ t }) => [t("compare_texts:result.deletedCharacters", { count: 12 })],
  inserted: ({ t }) => [t("compare_texts:result.insertedCharacters", { count: 1 })],
  total: ({ lang }) => [12, formatNumber(lang, 10_000), formatBytes(104_000_000, lang)],
  stored: ({ lang }) => [formatBytes(48_300_000, lang)],
  quota: ({ lang }) => [formatBytes(61_000_000_000, lang)],
  // The case file's storage error, and why a capture could not fetch a page.
  reason: ({ t }) => ["QuotaExceededError", t("page_capture:reasons.private_address")],
  fingerprint: () => ["3f2a 9c01 77de 0b41 a5c3 e210 5d9f 8e6b"],
  issuer: () => ["veritools.example"],
  authority: () => ["freetsa.org"],
  authorities: ({ lang }) => [
    new Intl.ListFormat(lang, { type: "conjunction" }).format(["freetsa.org", "timestamp.digicert.com"]),
  ],
  root: () => ["FreeTSA Root CA"],
  hidden: ({ lang }) => [formatNumber(lang, 9900)],
  // A bundle's unsafe path, a file of a web archive, where the capture key is published.
  path: () => ["../../etc/cron.d/job", "archive/data.warc.gz", "/.well-known/veritools-capture-key"],
  files: () => ["files/extra.jpg, notes.txt"],
  by: ({ t }) => [t("compare_texts:report.by.word")],
  // The image inspector's JPEG history and generator signals (decision 029).
  closest: () => [91],
  setting: ({ t }) => [t("image_inspector:jpeg_history.encoders.photoshop_web_high")],
  camera: () => ["Canon EOS R6"],
  id: () => [0, 1],
  role: ({ t }) => [t("image_inspector:jpeg_history.tables.roles.luminance")],
  bits: () => [8],
  min: () => [1],
  mean: () => [42.5],
  where: ({ t }) => [t("image_inspector:generator.sourceType.where.xmp"), "xmp CreatorTool"],
  tool: () => ["ComfyUI"],
  keys: ({ lang }) => [new Intl.ListFormat(lang, { type: "conjunction" }).format(["prompt", "workflow"])],
  generator: () => ["Midjourney"],
  frequencies: () => [3, 5],
  blocks: () => [8192],
  ignored: ({ t, lang }) => [
    list(lang, [
      t("compare_texts:report.ignored.ignoreCase"),
      t("compare_texts:report.ignored.ignoreDiacritics"),
    ]),
  ],
  lineA: () => [12],
  lineB: () => [1_204],
  next: ({ t }) => [t("common:theme.dark")],
  shortenerSafeBrowsing: ({ t }) => [t("legal:privacy.safeBrowsing.shortener.on")],
  investigatorSafeBrowsing: ({ t }) => [t("legal:privacy.safeBrowsing.investigator.off")],
  form: () => ["NFC", "NFKC"],
  position: () => [63, 12_480],
  code: () => ["gbsct"],
  ownScript: ({ lang }) => [new Intl.DisplayNames([lang], { type: "script" }).of("Cyrl") ?? ""],
  needed: () => [30],
  rank: () => [1, 5],
  long: () => [4],
  n: ({ lang }) => [new Intl.NumberFormat(lang).format(1), new Intl.NumberFormat(lang).format(1_204)],
  codec: () => ["H.265 (HEVC)", "ProRes"],
  degrees: ({ lang }) => [new Intl.NumberFormat(lang).format(90)],
  done: () => [3, 1_024],
  keyframes: ({ lang }) => [
    new Intl.NumberFormat(lang).format(12),
    new Intl.NumberFormat(lang).format(1_204),
  ],
  video: () => ["H.264 (AVC)"],
  audio: () => ["AAC"],
  // A case's summaries: lines of a text read from an image, the site most clicks came
  // from, a shadow's length and direction.
  uncertain: () => [0, 3],
  site: () => ["facebook.com"],
  length: ({ lang }) => [formatNumber(lang, 1.73)],
  direction: ({ lang }) => [`${formatNumber(lang, 312.5)}°`],
  // Where a coordinate is (the where feature): its nearest town, that town's country, how far and which way.
  town: () => ["Hà Nội", "Genève"],
  country: ({ lang }) => [countryName(lang, "VN"), countryName(lang, "FR")],
  distance: ({ lang }) => [formatDistance(lang, 12.3), formatDistance(lang, 2.45)],
  compass: ({ t }) => [t("where:direction.NNE"), t("where:direction.WSW")],
  // A placed coordinate (the where feature's panel): what its marker is, where it was read.
  marker: ({ t }) => [t("where:placed.marker.photo"), t("where:placed.marker.place")],
  origin: ({ t }) => [
    t("where:evidenceSummaries.placed-coordinate.origins.photo"),
    t("where:evidenceSummaries.placed-coordinate.origins.video"),
  ],
};

/** What a text is filled with: placeholders' values, and a count where it has plural forms. */
type Options = Record<string, string | number>;

// --- The corpus -------------------------------------------------------------------------------------

const PLURAL = /_(?:zero|one|two|few|many|other)$/;

/** Every text, as "ns:key" to its value; plural forms stand under their family's key, once. */
function families(lang: Language): Map<string, { texts: string[]; plural: boolean }> {
  const out = new Map<string, { texts: string[]; plural: boolean }>();
  const walk = (node: unknown, ns: string, prefix: string) => {
    if (typeof node === "string") {
      const plural = PLURAL.test(prefix);
      const key = `${ns}:${prefix.replace(PLURAL, "")}`;
      const family = out.get(key) ?? { texts: [], plural };
      family.texts.push(node);
      out.set(key, family);
      return;
    }
    for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
      walk(child, ns, prefix ? `${prefix}.${name}` : name);
    }
  };
  for (const ns of NAMESPACES) walk(load(lang, ns), ns, "");
  return out;
}

const placeholdersOf = (texts: readonly string[]) => [
  ...new Set(
    texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "")),
  ),
];

/**
 * The options a family is rendered with: one set per value of its placeholders (the i-th set takes each
 * placeholder's i-th value, or its last), counts 1 and 5 where the family is plural, and a list of one
 * item then three with its count where it holds a list.
 */
function variants(names: readonly string[], plural: boolean, context: Context): Options[] {
  const listName = names.find((name) => name in LISTS);
  const lists = listName ? (LISTS[listName]?.(context) ?? []) : [];
  const counts: number[] =
    lists.length > 0 ? lists.map((items) => items.length) : plural || names.includes("count") ? [1, 5] : [];
  const values = names
    .filter((name) => name !== "count" && name !== listName)
    .map((name) => {
      const values = VALUES[name]?.(context);
      if (!values) throw new Error(`No realistic value for {{${name}}}: add one to VALUES`);
      return [name, values] as const;
    });
  const total = Math.max(counts.length, ...values.map(([, list]) => list.length));
  return Array.from({ length: total }, (_, i) => {
    const options: Options = {};
    for (const [name, list] of values) options[name] = nth(list, i);
    if (counts.length > 0) options.count = nth(counts, i);
    if (listName) options[listName] = list(context.lang, nth(lists, i));
    return options;
  });
}

/** The i-th item of a list, or its last. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items[Math.min(i, items.length - 1)];
  if (item === undefined) throw new Error("an empty list of values");
  return item;
}

interface Filled {
  key: string;
  /** Whether placeholders were filled, or the text read as it is. */
  filled: boolean;
  rendered: Rendered;
}

/** Every text of a language, filled where it has placeholders, with what was passed where an address is expected. */
function renderAll(lang: Language): Filled[] {
  const t = TRANSLATORS[lang];
  return [...families(lang)].flatMap(([key, family]): Filled[] => {
    const names = placeholdersOf(family.texts);
    if (names.length === 0 && !family.plural)
      return [{ key, filled: false, rendered: { text: family.texts[0] ?? "", lang } }];
    return variants(names, family.plural, { lang, t }).map((options) => ({
      key,
      filled: true,
      rendered: {
        text: t(key, options),
        lang,
        allowed: [...URL_PLACEHOLDERS]
          .map((name) => options[name])
          .filter((value) => typeof value === "string"),
      },
    }));
  });
}

// --- The tests --------------------------------------------------------------------------------------

describe("every text, filled with the values the app passes", () => {
  for (const lang of LANGUAGES) {
    const rendered = renderAll(lang);

    it(`${lang}: renders every text and every plural form`, () => {
      expect(rendered.length).toBeGreaterThan(1000);
    });

    for (const [name, rule] of Object.entries(RULES) as [RuleName, (rendered: Rendered) => string | null][]) {
      it(`${lang}: ${name}`, () => {
        const found = rendered.flatMap(({ key, filled, rendered: text }) => {
          if (!filled && !EVERY_TEXT.has(name)) return [];
          if (name === "englishNumber" && ENGLISH_NUMBERS.has(key)) return [];
          const what = rule(text);
          return what === null ? [] : [`${key}: ${what} in « ${text.text} »`];
        });
        expect(found).toEqual([]);
      });
    }
  }
});

describe("each rule finds what it is meant to find", () => {
  const finds = (rule: RuleName, text: string, lang: Language, allowed: string[] = []) =>
    RULES[rule]({ text, lang, allowed });

  it("repeatedWord", () => {
    expect(finds("repeatedWord", "Chụp lúc lúc 14:05 ngày 12/3/2024", "vi")).toBe("« lúc lúc »");
    expect(finds("repeatedWord", "Examiné le le 12 mars 2024", "fr")).toBe("« le le »");
    expect(finds("repeatedWord", "Chụp lúc 14:05 ngày 12/3/2024", "vi")).toBeNull();
    expect(finds("repeatedWord", "Vous vous êtes trompé de lien", "fr")).toBeNull();
  });

  it("isoTimestamp", () => {
    const broken = "La connexion sécurisée à 2025-01-01T00:00:00.000Z n’est pas fiable";
    expect(finds("isoTimestamp", broken, "fr")).toBe("2025-01-01T00:00");
    expect(
      finds("isoTimestamp", "L’heure indiquée dans l’adresse, « 2026-07-01T25:00 », est illisible", "fr"),
    ).toBeNull();
  });

  it("rawZoneId", () => {
    expect(finds("rawZoneId", "heures de Europe/Paris", "fr")).toBe("Europe/Paris");
    expect(finds("rawZoneId", "heures de Paris (Europe/Paris)", "fr")).toBeNull();
  });

  it("webAddress", () => {
    const broken =
      "its IPTC metadata says http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia.";
    expect(finds("webAddress", broken, "en")).toMatch(/^http:\/\/cv\.iptc\.org/);
    expect(finds("webAddress", `QR code for ${ADDRESS}`, "en", [ADDRESS])).toBeNull();
  });

  it("englishNumber", () => {
    expect(finds("englishNumber", "Nhập một số dương, ví dụ 1.5, hoặc để trống.", "vi")).toBe("1.5");
    expect(finds("englishNumber", "kể từ 01:42:54.657 UTC", "vi")).toBe(":54.6");
    expect(finds("englishNumber", "Orientée à 134.2°", "fr")).toBe("4.2");
    expect(finds("englishNumber", "1,139,307 lượt nhấp", "vi")).toBe("1,139,307");
    expect(finds("englishNumber", "dài hơn 8.000 ký tự, ví dụ 1,5", "vi")).toBeNull();
    expect(finds("englishNumber", "1\u202f139\u202f307 clics, 134,2°", "fr")).toBeNull();
  });

  it("singularCountPluralNoun", () => {
    expect(finds("singularCountPluralNoun", "Le domaine a été enregistré il y a 1 jours", "fr")).toBe(
      "1 jours",
    );
    expect(finds("singularCountPluralNoun", "registered 1 days ago", "en")).toBe("1 days");
    expect(finds("singularCountPluralNoun", "il y a 1 jour, 1 fois, 21 jours", "fr")).toBeNull();
  });

  it("unfilled", () => {
    expect(finds("unfilled", "Examiné le {{date}}", "fr")).toBe("{{date}}");
    expect(finds("unfilled", "Examiné le 12 mars 2024", "fr")).toBeNull();
  });

  it("ratioBelowOneAsMore", () => {
    expect(finds("ratioBelowOneAsMore", "une ombre est 0,6 fois plus longue que l’objet", "fr")).toContain(
      "0,6 fois plus",
    );
    expect(finds("ratioBelowOneAsMore", "bóng dài gấp 0,6 lần chiều cao", "vi")).toContain("gấp 0,6");
    expect(finds("ratioBelowOneAsMore", "une ombre mesure 0,6 fois la hauteur de l’objet", "fr")).toBeNull();
  });
});
