import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../i18n/translator.ts";
import { ascii, exifSegment, fixture, gpsIfd, jpegWith, TAG, tiff } from "../fixtures/make-images.ts";
import fr from "../locales/fr.json" with { type: "json" };
import type { DateStamp } from "./dates.ts";
import { type FullReport, reportToJson, reportToMarkdown } from "./export.ts";
import { findings } from "./findings.ts";
import { inspect } from "./inspection.ts";

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

  it("writes Markdown in French, with its no-break space before colons", () => {
    const t = createTranslator("fr", { image_inspector: fr }).getFixedT("image_inspector");
    const markdown = reportToMarkdown(report, t, dates);
    expect(markdown).toContain("# Inspecteur d’images");
    expect(markdown).toContain("- Fichier\u00a0: hanoi.jpg");
    expect(markdown).toContain("### Retouchée avec GIMP 2.10");
    expect(markdown).toContain("https://www.openstreetmap.org/?mlat=21.028500&mlon=105.854200");
    expect(markdown).toContain("**Ce que cela ne prouve pas**\u00a0: Une position peut être modifiée");
  });
});
