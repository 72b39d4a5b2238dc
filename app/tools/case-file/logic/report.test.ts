// The reports as a reader gets them: the real texts of each language, filled by the real translator.
import { describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { createTranslator, type Resources } from "#app/i18n/translator.ts";
import { resourcesFor } from "#app/site/resources.server.ts";
import { EVIDENCE_KINDS_NAMESPACE } from "#app/tools/definition.ts";
import { EVIDENCE_SUMMARIES_NAMESPACE } from "#app/tools/evidence-summary.ts";
import en from "../locales/en.json";
import fr from "../locales/fr.json";
import vi from "../locales/vi.json";
import { emptyProvenance } from "./case.ts";
import { BUNDLE_FORMAT, type Manifest } from "./manifest.ts";
import { markdownText, type ReportContext, reportHtml, reportMarkdown } from "./report.ts";

const TEXTS: Record<Language, Resources> = { en, fr, vi } as unknown as Record<Language, Resources>;

const context = (language: Language): ReportContext => {
  // The texts the case file's page has: its own, and the labels and summaries of the tools' evidence kinds.
  const texts = {
    case_file: TEXTS[language],
    ...resourcesFor(language, [EVIDENCE_KINDS_NAMESPACE, EVIDENCE_SUMMARIES_NAMESPACE]),
  };
  const { t } = createTranslator(language, texts, "case_file");
  return {
    t: (key, values) => t(key, values),
    language,
    fingerprint: "3f2a 9c01 77de 0b41 a5c3 e210 5d9f 8e6b",
  };
};

const body = (overrides: Partial<Manifest["case"]> = {}): Omit<Manifest, "reports"> => ({
  format: BUNDLE_FORMAT,
  exportedAt: "2026-12-01T02:36:46.000Z",
  clock: "device",
  language: "vi",
  case: {
    id: "c0ffee00-0000-4000-8000-000000000001",
    name: "Ảnh lũ lụt chia sẻ ngày 12/3",
    claim: "This photo shows Hà Nội on 12 November 2026.",
    status: "misleading",
    provenance: { ...emptyProvenance(), when: { done: true, answer: "EXIF says 2019." } },
    notes: "Found on a forwarded message (Zalo).\nThe sender is [unknown].",
    createdAt: "2026-11-26T10:00:00.000Z",
    updatedAt: "2026-11-26T10:05:00.000Z",
    ...overrides,
  },
  items: [
    {
      id: "item0000-0000-4000-8000-000000000000",
      kind: "image-inspection",
      title: "IMG_2041.jpg, re-uploaded (2nd copy)",
      sourceUrl: "https://example.org/post/1?utm_source=x",
      addedAt: "2026-12-01T02:30:05.000Z",
      note: "",
      result: {},
      files: [
        {
          file: "files/01-item0000/IMG_2041.jpg",
          name: "IMG_2041.jpg",
          type: "image/jpeg",
          size: 10,
          sha256: "a".repeat(64),
        },
      ],
    },
  ],
});

describe("report.md", () => {
  it("writes dates with the site's formatter, in UTC, without « lúc lúc »", () => {
    const md = reportMarkdown(body(), context("vi"));
    expect(md).toContain("- **Xuất lúc**: 02:36:46 UTC ngày 1/12/2026 (theo đồng hồ của thiết bị)");
    expect(md).toContain("- **Thêm lúc**: 02:30:05 UTC ngày 1/12/2026 (theo đồng hồ của thiết bị)");
    expect(md).not.toMatch(/lúc\W+lúc|GMT|tháng 12, 2026/);
  });

  it("writes French labels with the no-break space before the colon, and the first of a month « 1er »", () => {
    const md = reportMarkdown(body(), context("fr"));
    expect(md).toContain("- **Exporté**\u00a0: 1er décembre 2026 à 02:36:46 UTC (horloge de l’appareil)");
    expect(md).toContain("- **Statut**\u00a0: Trompeur");
    // A question takes no colon after its question mark.
    expect(md).toContain("- **☑ Quand\u00a0?** EXIF says 2019.");
    expect(md).not.toMatch(/\*\*: /);
  });

  it("reads as clean text: no backslash where Markdown needs none", () => {
    const md = reportMarkdown(body(), context("en"));
    expect(md).toContain("# Ảnh lũ lụt chia sẻ ngày 12/3\n");
    expect(md).toContain("- **Claim**: This photo shows Hà Nội on 12 November 2026.");
    expect(md).toContain("### 1. IMG_2041.jpg, re-uploaded (2nd copy)\n");
    expect(md).toContain("- **Exported**: December 1, 2026 at 02:36:46 UTC (device clock)");
    expect(md).toContain("- **Source**: `https://example.org/post/1?utm_source=x`");
    expect(md).toContain("- **files/01-item0000/IMG_2041.jpg**: `SHA-256 aaaa");
    // Each line of the notes kept, the brackets a link would need escaped.
    expect(md).toContain("Found on a forwarded message (Zalo).  \nThe sender is \\[unknown].");
    expect(md.replace("\\[unknown]", "")).not.toContain("\\");
  });

  it("escapes what would become markup, and only that", () => {
    const md = reportMarkdown(
      body({
        name: "Flood <script> #1 #",
        claim: "A *bold* claim, with _emphasis_ and a [link](https://x.test), `code` & &amp;",
        notes:
          "# Not a heading\n- not a list\n1. not a list\n> not a quote\n---\nsnake_case, 5 * 3, a < b, R&D",
      }),
      context("en"),
    );
    expect(md).toContain("# Flood \\<script> #1 \\#\n");
    expect(md).toContain(
      "- **Claim**: A \\*bold\\* claim, with \\_emphasis\\_ and a \\[link](https://x.test), \\`code\\` & \\&amp;",
    );
    expect(md).toContain(
      [
        "\\# Not a heading",
        "\\- not a list",
        "1\\. not a list",
        "\\> not a quote",
        "\\---",
        "snake_case, 5 * 3, a < b, R&D",
      ].join("  \n"),
    );
  });

  it("names an item's kind as the tool that declares it does, and a kind no tool declares as written", () => {
    const [item] = body().items as [Manifest["items"][number]];
    const items = [item, { ...item, title: "Clip", kind: "deepfake-check" }];
    const md = reportMarkdown({ ...body(), items }, context("fr"));
    expect(md).toContain("- **Type**\u00a0: Inspection d’image\n");
    expect(md).toContain("- **Type**\u00a0: deepfake-check\n");
    expect(reportMarkdown(body(), context("vi"))).toContain("Kiểm tra hình ảnh");
  });

  it("keeps a code span whole when its text holds backticks", () => {
    const md = reportMarkdown(
      {
        ...body(),
        items: [{ ...(body().items[0] as Manifest["items"][number]), sourceUrl: "https://x.test/`a`" }],
      },
      context("en"),
    );
    expect(md).toContain("- **Source**: `` https://x.test/`a` ``");
  });
});

describe("each item's findings, as the tool that made it words them", () => {
  // A link investigation as the investigator stores it: two warnings, a domain registered the day before.
  const investigation: Manifest["items"][number] = {
    id: "item0001-0000-4000-8000-000000000000",
    kind: "link-investigation",
    title: "https://bit.ly/3xYz",
    sourceUrl: "https://bit.ly/3xYz",
    addedAt: "2026-12-02T09:20:00.000Z",
    note: "",
    files: [],
    result: {
      input: "https://bit.ly/3xYz",
      checkedAt: "2026-12-02T09:15:00.000Z",
      verdict: "warnings",
      warnings: [
        { code: "known_shortener", detail: "bit.ly" },
        { code: "young_domain", count: 1 },
      ],
      destination: { url: "https://tin-nong-24h.info/<b>bai-viet</b>", status: 200 },
      domain: { registration: { registered: "2026-12-01T00:00:00Z", ageDays: 1 } },
    },
  };
  const withLink = () => ({ ...body(), items: [investigation] });

  it("writes the verdict, the domain's age and what the report does not prove, in each language", () => {
    const en = reportMarkdown(withLink(), context("en"));
    expect(en).toContain("- **Verdict**: 2 warnings\n");
    expect(en).toContain("- **Domain registered**: December 1, 2026 (1 day ago)\n");
    expect(en).toMatch(/- \*\*Limits\*\*: A report says how a link behaves today/);
    const fr = reportMarkdown(withLink(), context("fr"));
    expect(fr).toContain("- **Résultat**\u00a0: 2 avertissements\n");
    expect(fr).toContain("- **Enregistrement du domaine**\u00a0: 1er décembre 2026 (il y a 1 jour)\n");
    expect(fr).toContain("- **Limites**\u00a0: ");
    const vi = reportMarkdown(withLink(), context("vi"));
    expect(vi).toContain("- **Ngày đăng ký tên miền**: 1 tháng 12, 2026 (1 ngày trước)\n");
    expect(vi).toContain("- **Lưu ý**: ");
  });

  it("escapes a finding that came from outside, in both formats", () => {
    expect(reportHtml(withLink(), context("en"))).toContain(
      "<dt>Leads to</dt><dd>https://tin-nong-24h.info/&lt;b&gt;bai-viet&lt;/b&gt;</dd>",
    );
    expect(reportMarkdown(withLink(), context("en"))).toContain(
      "- **Leads to**: https://tin-nong-24h.info/\\<b>bai-viet\\</b>\n",
    );
  });

  it("writes no findings for a kind no tool here declares: its result stays in manifest.json", () => {
    const unknown = { ...investigation, kind: "deepfake-check", title: "Clip" };
    const md = reportMarkdown({ ...body(), items: [unknown] }, context("en"));
    expect(md).not.toContain("Verdict");
    expect(md).toContain("- **Kind**: deepfake-check\n");
  });
});

describe("markdownText", () => {
  it("leaves ordinary text as written", () => {
    for (const text of [
      "IMG_2041.jpg",
      "5 * 3 = 15",
      "a < b > c",
      "R&D",
      "C:\\Users",
      "~ 3 km",
      "50% (est.)",
    ]) {
      expect(markdownText(text)).toBe(text);
    }
  });

  it("escapes markup", () => {
    expect(markdownText("*a*")).toBe("\\*a\\*");
    expect(markdownText("_a_")).toBe("\\_a\\_");
    expect(markdownText("~~a~~")).toBe("\\~\\~a\\~\\~");
    expect(markdownText("[a]")).toBe("\\[a]");
    expect(markdownText("<b>")).toBe("\\<b>");
    expect(markdownText("&copy;")).toBe("\\&copy;");
    expect(markdownText("\\*")).toBe("\\\\\\*");
  });
});

describe("report.html", () => {
  it("writes the same dates, labels without colons, and escapes what came from outside", () => {
    const html = reportHtml(body({ name: "Flood <script>" }), context("vi"));
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain(
      "<dt>Xuất lúc</dt><dd>02:36:46 UTC ngày 1/12/2026 (theo đồng hồ của thiết bị)</dd>",
    );
    expect(html).toContain("<h1>Flood &lt;script&gt;</h1>");
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/lúc\W+lúc|GMT/);
  });
});
