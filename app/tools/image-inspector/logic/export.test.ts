import { describe, expect, it } from "vitest";
import { createTranslator } from "#app/i18n/translator.ts";
import { A1111_PARAMETERS } from "../fixtures/generator-texts.ts";
import { ascii, exifSegment, fixture, gpsIfd, jpegWith, png, TAG, tiff } from "../fixtures/make-images.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import vi from "../locales/vi.json" with { type: "json" };
import type { DateStamp } from "./dates.ts";
import { type FullReport, findingTexts, historyStepText, reportToJson, reportToMarkdown } from "./export.ts";
import { type Finding, findings } from "./findings.ts";
import { inspect } from "./inspection.ts";
import type { JpegHistory } from "./jpeg-history/history.ts";
import { historyFacts } from "./jpeg-history/in-words.ts";

const inspection = inspect(
  jpegWith(fixture("C.jpg"), [
    exifSegment(
      tiff({
        ifd0: { [TAG.make]: ascii("Canon"), [TAG.software]: ascii("GIMP 2.10") },
        exif: {
          [TAG.dateTimeOriginal]: ascii("2024:05:01 10:00:00"),
          [TAG.offsetTimeOriginal]: ascii("+07:00"),
        },
        gps: gpsIfd(21.0285, 105.8542),
      }),
    ),
  ]).slice().buffer,
);
const report: FullReport = {
  file: { name: "hanoi.jpg", size: 1234, sha256: "ab".repeat(32) },
  summary: inspection.summary,
  findings: findings(inspection.summary),
  groups: inspection.groups,
};
const dates = { stamp: (stamp: DateStamp) => stamp.text, instant: (iso: string) => iso };

describe("the exported report", () => {
  it("carries findings by code, dates in ISO 8601 with their offset and every group as JSON", () => {
    const json = JSON.parse(reportToJson(report));
    expect(json.findings).toEqual(["edited_with", "gps_present"]);
    expect(json.taken).toBe("2024-05-01T10:00:00+07:00");
    expect(json.metadata.exif.Make).toBe("Canon");
    expect(json.file.sha256).toHaveLength(64);
  });

  it("carries the JPEG history and the generator signals, tables in natural order", () => {
    const json = JSON.parse(
      reportToJson({
        ...report,
        ...(inspection.jpegHistory ? { jpegHistory: inspection.jpegHistory } : {}),
        generator: inspection.generator,
      }),
    );
    expect(json.jpegHistory.quality).toEqual({ kind: "libjpeg", quality: 75 });
    expect(json.jpegHistory.tables[0]).toMatchObject({ id: 0, precision: 8, role: "luminance" });
    expect(json.jpegHistory.tables[0].values.slice(0, 3)).toEqual([8, 6, 5]);
    expect(json.generatorSignals).toEqual({ parameters: [], sourceTypes: [], names: [] });
  });

  it("writes Markdown in French, with its no-break space before colons", () => {
    const t = createTranslator("fr", { image_inspector: fr }).getFixedT("image_inspector");
    const markdown = reportToMarkdown(report, t, "fr", dates);
    expect(markdown).toContain("# Inspecteur d’images");
    expect(markdown).toContain("- Fichier\u00a0: hanoi.jpg");
    expect(markdown).toContain("### Retouchée avec GIMP 2.10");
    expect(markdown).toContain("21,028500\u00a0; 105,854200 (21°01′42,6″N 105°51′15,1″E)");
    expect(markdown).toContain("https://www.openstreetmap.org/?mlat=21.028500&mlon=105.854200");
    // The label on a line of its own: the text starts as a sentence, never after a colon.
    expect(markdown).toContain("**Ce que cela ne prouve pas**  \nUne position peut être modifiée");
    expect(markdown).not.toMatch(/\*\*\u00a0: \p{Lu}/u);
  });
});

describe("the Markdown of a report's compression history and generator signals", () => {
  const withHistory: FullReport = {
    ...report,
    ...(inspection.jpegHistory ? { jpegHistory: inspection.jpegHistory } : {}),
    generator: inspection.generator,
  };

  it("says the JPEG's quality, tables, subsampling, encoding and hints in words", () => {
    const t = createTranslator("en", { image_inspector: en }).getFixedT("image_inspector");
    const markdown = reportToMarkdown(withHistory, t, "en", dates);
    expect(markdown).toContain("## JPEG history");
    expect(markdown).toContain("- Estimated quality: 75 on libjpeg’s 1–100 scale");
    expect(markdown).toContain("libjpeg’s standard tables at quality 75");
    expect(markdown).toContain("- Colour resolution (chroma subsampling): 4:4:4, colour at full resolution");
    expect(markdown).toContain("- Encoding: Baseline (the picture loads from top to bottom)");
    expect(markdown).toContain(`### Hints of another save\n\n${en.jpeg_history.hints.none}`);
    expect(markdown).toContain(`## Generator signals\n\n${en.generator.noScore}\n\n${en.generator.none}`);
  });

  it("names a hint of a second save with what it does not prove, in French", () => {
    const t = createTranslator("fr", { image_inspector: fr }).getFixedT("image_inspector");
    const history = inspection.jpegHistory;
    if (!history) throw new Error("the fixture is a JPEG");
    const markdown = reportToMarkdown(
      {
        ...withHistory,
        jpegHistory: { ...history, hints: [{ code: "double_quantisation", frequencies: 3, blocks: 4096 }] },
      },
      t,
      "fr",
      dates,
    );
    expect(markdown).toContain("## Historique JPEG");
    expect(markdown).toContain(
      `#### Indice\u00a0: ${fr.jpeg_history.hints.double_quantisation.title}\n\n**Ce que cela signifie**  \nDans 3 des 5 fréquences les plus basses, relevées sur 4\u202f096 blocs,`,
    );
    expect(markdown).toContain(
      `**Ce que cela ne prouve pas**  \n${fr.jpeg_history.hints.double_quantisation.notProves}`,
    );
    expect(markdown).not.toContain(fr.jpeg_history.hints.none);
  });

  it("writes a Stable Diffusion PNG's prompt and settings as fenced text, never as Markdown", () => {
    const generated = inspect(
      png(16, 16, { parameters: A1111_PARAMETERS.replace("oil painting", "# oil ``` painting") }).slice()
        .buffer as ArrayBuffer,
    );
    const t = createTranslator("vi", { image_inspector: vi }).getFixedT("image_inspector");
    const markdown = reportToMarkdown(
      {
        file: { name: "lighthouse.png", size: 99 },
        summary: generated.summary,
        findings: [],
        groups: [],
        generator: generated.generator,
      },
      t,
      "vi",
      dates,
    );
    expect(markdown).not.toContain("## Lịch sử JPEG");
    expect(markdown).toContain("### ");
    expect(markdown).toContain("AUTOMATIC1111");
    // The prompt holds a fence of three backticks and a heading mark: it is fenced with four.
    expect(markdown).toContain(
      "````\na lighthouse on a cliff at dawn, # oil ``` painting, highly detailed\n````",
    );
    expect(markdown).toContain("```\nDPM++ 2M Karras\n```");
    expect(markdown).toContain(vi.generator.parameters.notProves);
  });
});

describe("the words of a report", () => {
  const translators = {
    en: createTranslator("en", { image_inspector: en }).getFixedT("image_inspector"),
    fr: createTranslator("fr", { image_inspector: fr }).getFixedT("image_inspector"),
    vi: createTranslator("vi", { image_inspector: vi }).getFixedT("image_inspector"),
  };

  it("names an IPTC digital source type instead of showing its address", () => {
    const finding: Finding = {
      code: "ai_declared",
      declarations: [
        {
          source: "iptc",
          evidence: "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia",
          sourceType: "trainedAlgorithmicMedia",
        },
        { source: "xmp", evidence: "Adobe Firefly" },
      ],
    };
    const means = (lang: "en" | "fr" | "vi") => findingTexts(finding, translators[lang], lang, dates).means;
    expect(means("fr")).toContain(
      "ses métadonnées IPTC le désignent comme média généré par un algorithme entraîné\u00a0; Adobe Firefly.",
    );
    expect(means("en")).toContain("its IPTC metadata calls it media created by a trained algorithm;");
    expect(means("vi")).not.toContain("http");
  });

  it("keeps Photoshop's menu names as Photoshop writes them, glossed in Vietnamese", () => {
    const history: JpegHistory = {
      tables: [],
      encoder: { family: "photoshop", setting: "photoshop_web_high" },
      process: "baseline",
      hints: [],
    };
    const facts = (lang: "en" | "fr" | "vi") => historyFacts(translators[lang], lang, history);
    // Photoshop has a French interface, not a Vietnamese one.
    expect(facts("fr")[0]?.[1]).toBe(
      "Adobe Photoshop, commande «\u00a0Enregistrer pour le Web\u00a0» en qualité élevée",
    );
    expect(facts("vi")[0]?.[1]).toBe(
      "Adobe Photoshop, lệnh “Save for Web” (xuất ảnh cho web), mức High (cao)",
    );
    // A value, written after its label: no colon inside it, no capital to start it.
    expect(facts("fr")[1]?.[1]).toBe("séquentiel de base (l’image s’affiche de haut en bas)");
    expect(facts("vi")[1]?.[1]).toBe("tuần tự cơ bản (ảnh hiện dần từ trên xuống)");
  });

  it("says an XMP history's actions in the language, and one it does not know as written", () => {
    expect(historyStepText(translators.fr, { action: "saved", agent: "Adobe Photoshop 25.0" })).toBe(
      "Enregistré par Adobe Photoshop 25.0",
    );
    expect(historyStepText(translators.vi, { action: "converted" })).toBe("Chuyển đổi");
    expect(historyStepText(translators.en, { action: "stitched", agent: "Hugin" })).toBe("stitched by Hugin");
  });
});
