import { describe, expect, it } from "vitest";
import { recordLengths } from "./wacz-parts.ts";

describe("recordLengths", () => {
  it("reads each CDXJ line's URL and record length, skipping blank lines", () => {
    const cdxj =
      'test,news)/article.html 20260602080000 {"url":"http://news.test/article.html","mime":"text/html","status":"200","length":"4321","offset":"512","filename":"data.warc.gz"}\n' +
      'test,news)/a.jpg 20260602080001 {"url":"http://news.test/a.jpg","length":"70000","offset":"4833"}\n\n';
    expect(recordLengths(cdxj)).toEqual(
      new Map([
        ["http://news.test/article.html", 4321],
        ["http://news.test/a.jpg", 70000],
      ]),
    );
  });
});
