import { describe, expect, it } from "vitest";
import { namespacesForPath } from "./page-namespaces.ts";

describe("namespacesForPath", () => {
  it.each([
    ["/", ["common"]],
    ["/fr/discover", ["common"]],
    ["/vi/about", ["common", "about"]],
    ["/help", ["common", "help"]],
    ["/en/terms", ["common", "legal"]],
    ["/privacy", ["common", "legal"]],
    ["/fr/settings", ["common", "settings"]],
    ["/en/tools/url-shortener", ["common", "url_shortener"]],
    ["/s/abc1234", ["common", "url_shortener"]],
    ["/vi/tools/text-tools/slug", ["common", "text_tools"]],
    ["/fr/tools/text-tools", ["common", "text_tools"]],
    ["/tools/text-toolsx", ["common"]],
    ["/en/tools/link-analytics", ["common", "link_analytics"]],
    ["/fr/tools/link-analytics/abc2345", ["common", "link_analytics"]],
    ["/fr/tools/video-inspector", ["common", "video_inspector", "media_from_link", "where"]],
    ["/tools/case-file", ["common", "case_file", "evidence_kinds", "evidence_summaries"]],
    ["/vi/tools/case-file/verify", ["common", "case_file", "evidence_kinds", "evidence_summaries"]],
  ])("%s needs %j", (path, namespaces) => {
    expect(namespacesForPath(path)).toEqual(namespaces);
  });
});
