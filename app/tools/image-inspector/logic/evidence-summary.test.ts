import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { imageInspectorSummaries } from "./evidence-summary.ts";

// As the inspector's JSON report stores a phone photo edited later (reportToJson), trimmed of its groups.
const photo = {
  file: { name: "IMG_2041.jpg", size: 2_481_032, sha256: "a".repeat(64) },
  format: "JPEG",
  width: 4032,
  height: 3024,
  camera: { make: "Apple", model: "iPhone 13" },
  taken: "2024-05-01T10:00:00+07:00",
  captureDates: [],
  modified: "2024-06-10T08:00:00",
  position: { latitude: 21.0245, longitude: 105.84117 },
  software: "Adobe Photoshop 25.0 (Windows)",
  history: [],
  findings: ["edited_with", "modified_after_capture", "gps_present"],
  aiDeclarations: [],
  metadata: {},
};

describe("an image inspection's summary", () => {
  it("says what the file is, its camera, date, place, software and findings", () => {
    expect(
      asLines(summarizeIn("en", "image-inspection", imageInspectorSummaries["image-inspection"], photo)),
    ).toEqual([
      "File: JPEG, 4032 × 3024 px",
      "Camera: Apple iPhone 13",
      "Taken: May 1, 2024 at 10:00:00 (UTC+07:00)",
      "GPS position: 21.024500, 105.841170",
      "Software: Adobe Photoshop 25.0 (Windows)",
      "Findings: Edited with Adobe Photoshop 25.0 (Windows), Saved after it was taken, GPS position present",
      expect.stringMatching(/^Metadata can be removed or rewritten/),
    ]);
    const vi = asLines(
      summarizeIn("vi", "image-inspection", imageInspectorSummaries["image-inspection"], photo),
    );
    expect(vi[2]).toBe("Thời điểm chụp: 10:00:00 ngày 1/5/2024 (UTC+07:00)");
  });

  it("names a forensic view and says what it cannot prove, in the page's language", () => {
    const view = {
      view: "ela",
      image: "IMG_2041.jpg",
      settings: { quality: 90 },
      description: "JPEG quality 90",
      shows: "Where the compression error differs",
      doesNotProve: "ELA does not prove editing.",
    };
    const fr = summarizeIn("fr", "image-forensics", imageInspectorSummaries["image-forensics"], view);
    expect(fr.lines[0]).toEqual({ label: "Vue", value: "niveaux d’erreur (ELA)" });
    expect(fr.limits).toMatch(/^L’ELA ne prouve pas/);
  });

  it("names the size, online and unchecked Content Credentials findings in every language", () => {
    const report = { format: "HEIC", findings: ["size_disagrees", "c2pa_remote", "c2pa_unchecked"] };
    for (const lang of ["en", "fr", "vi"] as const) {
      const lines = asLines(
        summarizeIn(lang, "image-inspection", imageInspectorSummaries["image-inspection"], report),
      );
      const findings = lines.find((line) => line.includes("Content Credentials"));
      expect(findings, lang).toBeDefined();
      expect(lines.join("\n"), lang).not.toMatch(/findings\./);
    }
  });
});
